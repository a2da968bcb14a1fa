import { Plus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CARD_FINISH_LABELS } from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TradeInLineInput } from '../../../domain/trade-ins/trade-in.contract.ts';
import type { TradeInPayout } from '../../../domain/trade-ins/trade-in.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PanelDialog } from '../../components/ui/panel-dialog.tsx';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { CustomerPicker } from '../counter/customer-picker.tsx';
import { AddCardPicker } from './add-card-picker.tsx';
import { PayoutChoice } from './payout-choice.tsx';
import { staffRefusal } from './staff-refusal.ts';
import { STARTED_TRADE_IN_STATE } from './started-trade-in-state.ts';
import { addDraftLine } from './trade-in-lines.ts';
import { tradeInPath } from './trade-in-screen.tsx';
import { useStartWalkIn } from './use-staff-trade-in-mutations.ts';

/** The walk-in's customer, payout and cards; started, it opens on the trade-in screen. */
function WalkInForm({ location }: { location: Location }) {
  const navigate = useNavigate();
  const start = useStartWalkIn();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [payout, setPayout] = useState<TradeInPayout>('credit');
  const [lines, setLines] = useState<TradeInLineInput[]>([]);
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  // A card's Remove goes with its line: the keyboard goes on to the first control left among
  // the cards, not to the dialog's start.
  const cards = useRef<HTMLElement>(null);
  useFocusAfterSwap(cards, lines);

  const submit = () => {
    if (customerId === null) return;
    start.mutate(
      { location, customerId, payout, lines },
      {
        onSuccess: (tradeIn) =>
          navigate(tradeInPath(location, tradeIn.number), { state: STARTED_TRADE_IN_STATE }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <CustomerPicker location={location} customerId={customerId} onChange={setCustomerId} />
      <PayoutChoice legend="Payout" value={payout} onChange={setPayout} />
      <section ref={cards} aria-labelledby="walk-in-cards" className="space-y-2">
        <h2 id="walk-in-cards" className="text-lg font-bold">
          Cards
        </h2>
        {lines.length > 0 && (
          <ul
            aria-label="Cards brought"
            className="divide-y divide-stone-100 rounded-md border border-stone-200"
          >
            {lines.map((line) => {
              const name = names.get(line.cardId) ?? `Card ${line.cardId}`;
              return (
                <li
                  key={`${line.cardId}-${line.condition}-${line.finish}`}
                  className="flex items-center justify-between gap-2 px-3 py-2 text-sm"
                >
                  <span className="min-w-0">
                    {line.quantity} × {name} · {line.condition} · {CARD_FINISH_LABELS[line.finish]}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setLines((current) => current.filter((each) => each !== line))}
                  >
                    <Trash2 aria-hidden className="size-4" />
                    <span className="sr-only">Remove {name}</span>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <AddCardPicker
          location={location}
          onAdd={(line, row) => {
            setLines((current) => addDraftLine(current, line));
            setNames((current) => new Map(current).set(row.cardId, row.name));
          }}
        />
      </section>
      <FormAlert>{start.error && staffRefusal(start.error).message}</FormAlert>
      <Button
        className="w-full"
        disabled={customerId === null || lines.length === 0 || start.isPending}
        onClick={submit}
      >
        {start.isPending ? 'Starting...' : 'Start trade-in'}
      </Button>
      {(customerId === null || lines.length === 0) && (
        <p className="text-xs text-stone-600">Choose the customer and add at least one card.</p>
      )}
    </div>
  );
}

/** **Walk-in trade-in**: a customer at the counter without an online list. */
export function WalkInDialog({ location }: { location: Location }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" />
        Walk-in trade-in
      </Button>
      {open && (
        <PanelDialog
          onOpenChange={setOpen}
          title="Walk-in trade-in"
          description="The customer, how they are paid and the cards they brought. The trade-in is received at once."
          width="lg"
        >
          <WalkInForm location={location} />
        </PanelDialog>
      )}
    </>
  );
}
