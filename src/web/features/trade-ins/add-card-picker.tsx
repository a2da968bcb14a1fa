import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { BuylistRow } from '../../../domain/buylist/buylist-row.contract.ts';
import {
  CARD_CONDITIONS,
  CARD_FINISH_LABELS,
  CARD_FINISHES,
  type CardCondition,
  type CardFinish,
} from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import {
  MAX_LINE_QUANTITY,
  type TradeInLineInput,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSelect } from '../../components/ui/form-select.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { buylistSearchQuery } from '../buylist/buylist-queries.ts';
import { useDebouncedValue } from '../counter/use-debounced-value.ts';

const SEARCH_PAUSE_MS = 250;
const CONDITION_OPTIONS = CARD_CONDITIONS.map((value) => ({ value, label: value }));
const FINISH_OPTIONS = CARD_FINISHES.map((value) => ({ value, label: CARD_FINISH_LABELS[value] }));

const describe = (row: BuylistRow) =>
  [row.setCode, row.collectorNumber && `#${row.collectorNumber}`, row.condition]
    .filter(Boolean)
    .join(' · ');

/** The chosen card's condition, finish and copies, then **Add card**. */
function CardLineForm({
  row,
  busy,
  onAdd,
  onCancel,
}: {
  row: BuylistRow;
  busy: boolean;
  onAdd: (line: TradeInLineInput, row: BuylistRow) => void;
  onCancel: () => void;
}) {
  const [condition, setCondition] = useState(row.condition as CardCondition);
  const [finish, setFinish] = useState<CardFinish>(row.finish);
  const [quantity, setQuantity] = useState(1);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd({ cardId: row.cardId, condition, finish, quantity }, row);
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-md border border-emerald-300 p-3">
      <p className="font-semibold">
        {row.name} <span className="font-normal text-stone-600">{describe(row)}</span>
      </p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <FormSelect
          label="Condition"
          options={CONDITION_OPTIONS}
          value={condition}
          onChange={(event) => setCondition(event.target.value as CardCondition)}
        />
        <FormSelect
          label="Finish"
          options={FINISH_OPTIONS}
          value={finish}
          onChange={(event) => setFinish(event.target.value as CardFinish)}
        />
        <FormField
          label="Quantity"
          type="number"
          min={1}
          max={MAX_LINE_QUANTITY}
          required
          value={quantity}
          onChange={(event) => setQuantity(event.target.valueAsNumber)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add card'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Choose another card
        </Button>
      </div>
    </form>
  );
}

/**
 * Finds a card the store buys (its buylist, in stock or sold out) and adds it in the condition,
 * finish and quantity brought: for a walk-in's cards and for cards found in the box.
 */
export function AddCardPicker({
  location,
  busy = false,
  onAdd,
}: {
  location: Location;
  busy?: boolean;
  onAdd: (line: TradeInLineInput, row: BuylistRow) => void;
}) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<BuylistRow | null>(null);
  const q = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const results = useInfiniteQuery({ ...buylistSearchQuery(location, { q }), enabled: q !== '' });
  const rows = results.data?.pages[0]?.items ?? [];
  // Choose swaps the search for the card's form, and Add card or Choose another card swaps it
  // back, taking the pressed button away: the keyboard goes on to the first field shown.
  const area = useRef<HTMLDivElement>(null);
  useFocusAfterSwap(area, chosen);

  return (
    <div ref={area}>
      {chosen ? (
        <CardLineForm
          row={chosen}
          busy={busy}
          onAdd={(line, row) => {
            onAdd(line, row);
            setChosen(null);
          }}
          onCancel={() => setChosen(null)}
        />
      ) : (
        <div className="space-y-2">
          <FormField
            label="Find a card"
            type="search"
            placeholder="Card name or set"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {results.isError && (
            <p role="alert" className="text-sm text-red-700">
              {failureText(results.error, 'The cards could not be loaded. Please try again.')}
            </p>
          )}
          {q !== '' && results.isSuccess && rows.length === 0 && (
            <p className="text-sm text-stone-600">The store buys no card matching “{q}”.</p>
          )}
          {rows.length > 0 && (
            <ul
              aria-label="Cards found"
              className="max-h-72 divide-y divide-stone-100 overflow-y-auto rounded-md border border-stone-200 bg-white"
            >
              {rows.map((row) => (
                <li key={row.cardId} className="flex items-center justify-between gap-2 px-3 py-2">
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-medium">{row.name}</p>
                    <p className="truncate text-stone-600">
                      {describe(row)} · {CARD_FINISH_LABELS[row.finish]} ·{' '}
                      {formatApiPrice(row.cashPrice)} cash / {formatApiPrice(row.creditPrice)}{' '}
                      credit
                    </p>
                  </div>
                  <Button variant="secondary" size="sm" onClick={() => setChosen(row)}>
                    Choose <span className="sr-only">{row.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
