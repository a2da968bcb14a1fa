import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CARD_CONDITIONS,
  CARD_FINISH_LABELS,
  CARD_FINISHES,
  type CardFinish,
} from '../../../domain/catalog/options.ts';
import type { TradeInQuoteQuery } from '../../../domain/trade-ins/trade-in.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { tradeInQuoteQuery } from './buylist-queries.ts';
import type { SellLine, SellListState } from './use-sell-list.ts';

type Condition = TradeInQuoteQuery['condition'];

/**
 * One card on the sell list: the condition and finish the seller has (priced again by the
 * store's rules when changed), how many, and what the store pays for each.
 */
export function SellListLine({ line, list }: { line: SellLine; list: SellListState }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);

  async function offer(change: { condition?: Condition; finish?: CardFinish }) {
    setProblem(null);
    setPricing(true);
    try {
      const quote = await queryClient.fetchQuery(
        tradeInQuoteQuery({
          location: list.location,
          cardId: line.cardId,
          condition: change.condition ?? (line.condition as Condition),
          finish: change.finish ?? line.finish,
        }),
      );
      if (quote.wanted < 1)
        setProblem('The store wants no more copies in that condition and finish.');
      else list.setOffer(quote);
    } catch (error) {
      setProblem(failureText(error, 'That condition and finish could not be priced. Try again.'));
    } finally {
      setPricing(false);
    }
  }

  return (
    <li className="space-y-2 py-2 wrap-anywhere" aria-busy={pricing}>
      <p className="font-semibold">
        {line.name}
        {line.setCode && <span className="font-normal text-stone-600"> · {line.setCode}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <LineSelect
          label="Condition"
          item={line.name}
          value={line.condition}
          options={CARD_CONDITIONS.map((condition) => ({ value: condition, label: condition }))}
          disabled={pricing}
          onChange={(condition) => offer({ condition: condition as Condition })}
        />
        <LineSelect
          label="Finish"
          item={line.name}
          value={line.finish}
          options={CARD_FINISHES.map((finish) => ({
            value: finish,
            label: CARD_FINISH_LABELS[finish],
          }))}
          disabled={pricing}
          onChange={(finish) => offer({ finish: finish as CardFinish })}
        />
        <LineSelect
          label="Quantity"
          item={line.name}
          value={String(line.quantity)}
          options={Array.from({ length: line.wanted }, (_, index) => {
            const count = String(index + 1);
            return { value: count, label: count };
          })}
          onChange={(quantity) => list.setQuantity(line.cardId, Number(quantity))}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <span>
          {formatApiPrice(line.cashPrice)} cash or {formatApiPrice(line.creditPrice)} credit each
        </span>
        <Button variant="secondary" size="sm" onClick={() => list.remove(line.cardId)}>
          Remove<span className="sr-only"> {line.name}</span>
        </Button>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </li>
  );
}

/** One of a line's choices, its name saying which card it is for. */
function LineSelect({
  label,
  item,
  value,
  options,
  disabled = false,
  onChange,
}: {
  label: string;
  item: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      {label}
      <span className="sr-only"> of {item}</span>
      <select
        className="h-9 rounded-md border border-stone-300 bg-white px-2"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
