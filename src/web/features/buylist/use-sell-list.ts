import { useCallback, useEffect, useState } from 'react';
import type { BuylistRow } from '../../../domain/buylist/buylist-row.contract.ts';
import { parsePrice } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TradeInQuote } from '../../../domain/trade-ins/trade-in.contract.ts';
import { useAuth } from '../auth/auth-context.tsx';
import {
  emptySellList,
  type KeptSellList,
  keep,
  ownedBy,
  type Payout,
  readKept,
} from './kept-sell-list.ts';

export type SellLine = KeptSellList['lines'][number];

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
  const { customer, isLoading } = useAuth();
  const holder = customer?.id ?? null;
  const [kept, setList] = useState<KeptSellList>(() => readKept(location));
  // Another customer's list is never shown, not even while the session is still being asked.
  const list = (isLoading ? null : ownedBy(kept, holder)) ?? emptySellList(holder);

  useEffect(() => {
    if (isLoading) return;
    // Signing in or out here: the list becomes the one this holder may see, and is kept so.
    if (list !== kept) setList(list);
    else keep(location, list);
  }, [isLoading, location, list, kept]);

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
