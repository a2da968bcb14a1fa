import { useQuery } from '@tanstack/react-query';
import { Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RosterEntry } from '../../../domain/registrations/registration.contract.ts';
import {
  type PrizePayouts,
  prizePayoutsRequestSchema,
} from '../../../domain/store-credit/store-credit.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { failedWith, failureText } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { playerName } from '../registrations/roster-labels.ts';
import { rosterQuery } from '../registrations/roster-queries.ts';
import { prizesQuery } from './store-credit-queries.ts';
import { usePayPrizes } from './use-store-credit-mutations.ts';

/** Amounts typed per player, keyed `r<registrationId>` (a bare number would read as an array index). */
type PrizeValues = { amounts: Record<string, string> };
const fieldKey = (entry: RosterEntry) => `r${entry.registrationId}` as const;

interface PayPrizesFormProps {
  event: { id: number; location: Location; name: string };
  players: RosterEntry[];
  /** What each seat was paid in prizes already, by registration: shown, not asked again. */
  paid: ReadonlyMap<number, string>;
  onDone: () => void;
}

function PayPrizesForm({ event, players, paid, onDone }: PayPrizesFormProps) {
  const form = useForm<PrizeValues>({ defaultValues: { amounts: {} } });
  const pay = usePayPrizes(event);
  // A double press would send the payouts twice, and the second's refusal (each seat is paid
  // once: `prize_already_paid`) would replace the first's success.
  const payOnce = useOneAtATime(pay.mutate);
  const { errors } = form.formState;
  const allPaid = players.every((entry) => paid.has(entry.registrationId));

  // Blank means no prize; the contract checks the rest before anything is sent.
  const onSubmit = form.handleSubmit(({ amounts }) => {
    const picked = players.filter((entry) => (amounts[fieldKey(entry)] ?? '').trim() !== '');
    const payouts = picked.map((entry) => ({
      registrationId: entry.registrationId,
      amount: (amounts[fieldKey(entry)] ?? '').trim(),
    }));
    const checked = prizePayoutsRequestSchema.safeParse({ payouts });
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const [, index] = issue.path;
        const entry = typeof index === 'number' ? picked[index] : undefined;
        if (entry) form.setError(`amounts.${fieldKey(entry)}`, { message: issue.message });
        else form.setError('root', { message: issue.message });
      }
      return;
    }
    payOnce(payouts, {
      onSuccess: onDone,
      // The server names, by index, the players paid a prize for this event already.
      onError: (error) => {
        if (!failedWith(error, 'prize_already_paid')) return;
        picked.forEach((entry, index) => {
          const message = error.fields[`payouts.${index}.registrationId`];
          if (message) form.setError(`amounts.${fieldKey(entry)}`, { message });
        });
      },
    });
  });

  const refusal = pay.error
    ? failureText(pay.error, 'The prizes could not be paid. Please try again.')
    : errors.root?.message;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Pay prizes for ${event.name}`}
      className="space-y-3 rounded-lg border border-stone-200 p-3"
    >
      <p className="text-sm text-stone-600">
        Each player given an amount gets one store-credit prize entry naming the event. Leave the
        others blank.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {players.map((entry) => {
          const prize = paid.get(entry.registrationId);
          return (
            <li key={entry.registrationId}>
              {prize === undefined ? (
                <FormField
                  label={`Prize for ${playerName(entry)} ($)`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0.00"
                  error={errors.amounts?.[fieldKey(entry)]?.message}
                  {...form.register(`amounts.${fieldKey(entry)}`, { onChange: () => pay.reset() })}
                />
              ) : (
                <p className="text-sm">
                  <span className="block font-medium text-stone-800">{playerName(entry)}</span>
                  <span className="text-stone-600">Prize paid: {formatApiPrice(prize)}</span>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert>{refusal}</FormAlert>
      {allPaid && (
        <p className="text-sm text-stone-600">Every player here has been paid a prize.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {!allPaid && (
          <Button type="submit" busy={pay.isPending}>
            {pay.isPending ? 'Paying...' : 'Pay in store credit'}
          </Button>
        )}
        <Button variant="secondary" onClick={onDone}>
          {allPaid ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </form>
  );
}

/** The prize each seat was paid, as "25.00", by registration: one a seat, as the server keeps it. */
const paidBySeat = (prizes: PrizePayouts | undefined): Map<number, string> =>
  new Map(prizes?.payouts.map(({ registrationId, entry }) => [registrationId, entry.amount]));

/** The roster's "Pay prizes": staff pick players and amounts, paid in store credit at once. */
export function PayPrizes({ event }: { event: PayPrizesFormProps['event'] }) {
  const roster = useQuery(rosterQuery(event.id));
  const prizes = useQuery(prizesQuery(event.id));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Prizes go to players holding a seat; the server refuses anyone else.
  const players = (roster.data ?? []).filter((entry) => entry.status === 'registered');
  if (players.length === 0) return null;

  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Trophy aria-hidden className="size-4" />
        Pay prizes
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <PayPrizesForm
            event={event}
            players={players}
            paid={paidBySeat(prizes.data)}
            onDone={() => setOpen(false)}
          />
        )}
      </div>
    </div>
  );
}
