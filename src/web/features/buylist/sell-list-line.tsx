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

const SELECT_CLASSES = 'h-9 rounded-md border border-stone-300 bg-white px-2';

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
    <li className="space-y-2 py-2" aria-busy={pricing}>
      <p className="font-semibold">
        {line.name}
        {line.setCode && <span className="font-normal text-stone-600"> · {line.setCode}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <label className="flex items-center gap-2">
          Condition<span className="sr-only"> of {line.name}</span>
          <select
            className={SELECT_CLASSES}
            value={line.condition}
            disabled={pricing}
            onChange={(event) => offer({ condition: event.target.value as Condition })}
          >
            {CARD_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {condition}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          Finish<span className="sr-only"> of {line.name}</span>
          <select
            className={SELECT_CLASSES}
            value={line.finish}
            disabled={pricing}
            onChange={(event) => offer({ finish: event.target.value as CardFinish })}
          >
            {CARD_FINISHES.map((finish) => (
              <option key={finish} value={finish}>
                {CARD_FINISH_LABELS[finish]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2">
          Quantity<span className="sr-only"> of {line.name}</span>
          <select
            className={SELECT_CLASSES}
            value={line.quantity}
            onChange={(event) => list.setQuantity(line.cardId, Number(event.target.value))}
          >
            {Array.from({ length: line.wanted }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </label>
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
