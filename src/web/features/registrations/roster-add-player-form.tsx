import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CARD_BRANDS } from '../../../domain/counter/counter-sale.contract.ts';
import { TENDER_LABELS } from '../../../domain/orders/tenders.ts';
import {
  ADD_PLAYER_PAYMENTS,
  addPlayerSchema,
  WALK_IN_TENDERS,
} from '../../../domain/registrations/registration.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { refusalOf } from './roster-refusal.ts';
import { type RosterEvent, useRosterMutations } from './use-roster-mutations.ts';

const BRAND_OPTIONS = CARD_BRANDS.map((brand) => ({ value: brand, label: brand }));

const PAYMENT_LABELS: Record<(typeof ADD_PLAYER_PAYMENTS)[number], string> = {
  counter: 'Paid at the counter',
  free: 'Free entry',
};

/**
 * Seating a walk-in by their account's e-mail, paid at the counter or free. A fee paid at the
 * counter is a counter sale: by card on the terminal, or cash into the open drawer.
 */
export function RosterAddPlayerForm({ event }: { event: RosterEvent }) {
  const form = useForm({
    resolver: zodResolver(addPlayerSchema),
    defaultValues: {
      email: '',
      payment: 'counter' as const,
      tender: 'card' as const,
      cardBrand: 'Visa',
      last4: '',
    },
  });
  const { add } = useRosterMutations(event);
  const refused = refusalOf(add.error);
  // An unknown e-mail belongs at the field; a full, closed or already-joined event to the form.
  const unknownEmail = refused?.code === 'customer_not_found';
  const emailError =
    form.formState.errors.email?.message ??
    (unknownEmail ? (refused.fields.email ?? refused.serverMessage) : undefined);
  const formError = unknownEmail ? undefined : refused?.serverMessage;
  const headingId = `add-player-${event.id}`;
  const atCounter = form.watch('payment') === 'counter';
  const byCard = atCounter && form.watch('tender') === 'card';

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit((player) =>
        add.mutate(player, { onSuccess: () => form.reset() }),
      )}
      className="space-y-2 rounded-lg border border-stone-200 p-3"
    >
      <h3 id={headingId} className="font-semibold">
        Add a walk-in
      </h3>
      <FormField
        label="Customer email"
        type="email"
        autoComplete="off"
        hint="The e-mail of their shop account."
        error={emailError}
        {...form.register('email', { onChange: () => add.reset() })}
      />
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
        <legend className="sr-only">Entry fee</legend>
        {ADD_PLAYER_PAYMENTS.map((payment) => (
          <label key={payment} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={payment}
              className="size-4 accent-emerald-700"
              {...form.register('payment')}
            />
            {PAYMENT_LABELS[payment]}
          </label>
        ))}
      </fieldset>
      {atCounter && (
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <legend className="float-left mr-2 text-sm font-medium">Paid by</legend>
          {WALK_IN_TENDERS.map((tender) => (
            <label key={tender} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={tender}
                className="size-4 accent-emerald-700"
                {...form.register('tender')}
              />
              {TENDER_LABELS[tender]}
            </label>
          ))}
        </fieldset>
      )}
      {byCard && (
        <div className="grid gap-2 sm:grid-cols-2">
          <FormSelect label="Card brand" options={BRAND_OPTIONS} {...form.register('cardBrand')} />
          <FormField
            label="Last four digits"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            hint="From the terminal's slip, for the receipt."
            error={form.formState.errors.last4?.message}
            {...form.register('last4', { setValueAs: (value: string) => value || undefined })}
          />
        </div>
      )}
      {formError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" busy={add.isPending}>
        Add player
      </Button>
    </form>
  );
}
