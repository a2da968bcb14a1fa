import { useCallback, useEffect, useState } from 'react';
import { type BuylistRow, buylistRowSchema } from '../../../domain/buylist/buylist-row.contract.ts';
import { parsePrice } from '../../../domain/money/money.ts';
import { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TradeInQuote } from '../../../domain/trade-ins/trade-in.contract.ts';

export const PAYOUTS = ['cash', 'credit'] as const;
export type Payout = (typeof PAYOUTS)[number];

const sellListSchema = z.object({
  lines: z.array(buylistRowSchema.extend({ quantity: z.number().int().min(1) })),
  payout: z.enum(PAYOUTS),
});
type SellList = z.infer<typeof sellListSchema>;
export type SellLine = SellList['lines'][number];

const EMPTY: SellList = { lines: [], payout: 'credit' };
const storageKey = (location: Location) => `tcg-sell-list:${location}`;

/** What was kept, or an empty list when nothing (or something unreadable) was. */
function readKept(location: Location): SellList {
  try {
    const parsed = sellListSchema.safeParse(
      JSON.parse(localStorage.getItem(storageKey(location)) ?? 'null'),
    );
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

const totalOf = (lines: readonly SellLine[], price: (line: SellLine) => string) =>
  lines.reduce((sum, line) => sum + (parsePrice(price(line)) ?? 0) * line.quantity, 0);

/** How many cards a list holds: each line's quantity. */
const cardCountOf = (lines: readonly SellLine[]) =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

export const cardCountText = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/**
 * A shopper's sell list for one store, kept in this browser until it is submitted as a trade-in.
 * Its prices are the buylist's when added; the store prices the cards again when it grades them.
 */
export function useSellList(location: Location) {
  const [list, setList] = useState<SellList>(() => readKept(location));

  useEffect(() => {
    localStorage.setItem(storageKey(location), JSON.stringify(list));
  }, [location, list]);

  // What the last add did, for a screen reader: on a phone the list itself is far below.
  const [announcement, setAnnouncement] = useState('');

  const add = useCallback(
    (row: BuylistRow) => {
      if (list.lines.some((line) => line.cardId === row.cardId) || row.wanted < 1) return;
      const lines = [...list.lines, { ...row, quantity: 1 }];
      setList({ ...list, lines });
      setAnnouncement(`Added ${row.name} to your sell list: ${cardCountText(cardCountOf(lines))}`);
    },
    [list],
  );
  const setQuantity = useCallback((cardId: number, quantity: number) => {
    setList((current) => ({
      ...current,
      lines: current.lines.map((line) =>
        line.cardId === cardId
          ? { ...line, quantity: Math.min(Math.max(1, quantity), line.wanted) }
          : line,
      ),
    }));
  }, []);
  /** The line's card as the seller has it, at the store's price for that condition and finish. */
  const setOffer = useCallback((quote: TradeInQuote) => {
    setList((current) => ({
      ...current,
      lines: current.lines.map((line) =>
        line.cardId === quote.cardId
          ? { ...line, ...quote, quantity: Math.max(1, Math.min(line.quantity, quote.wanted)) }
          : line,
      ),
    }));
  }, []);
  const remove = useCallback((cardId: number) => {
    setList((current) => ({
      ...current,
      lines: current.lines.filter((line) => line.cardId !== cardId),
    }));
  }, []);
  const setPayout = useCallback((payout: Payout) => {
    setList((current) => ({ ...current, payout }));
  }, []);
  const clear = useCallback(() => {
    setList((current) => ({ ...current, lines: [] }));
  }, []);

  return {
    ...list,
    location,
    cardCount: cardCountOf(list.lines),
    announcement,
    cashTotal: totalOf(list.lines, (line) => line.cashPrice),
    creditTotal: totalOf(list.lines, (line) => line.creditPrice),
    add,
    setQuantity,
    setOffer,
    remove,
    setPayout,
    clear,
  };
}

export type SellListState = ReturnType<typeof useSellList>;
