import type { CardRow } from './card-filters.ts';
import { type FilterTest, passes } from './filter-columns.ts';

/** What the walk reads of a sorted list: its rows, and where the next name containing a text is. */
interface WalkedList {
  readonly items: readonly CardRow[];
  nextContaining(part: string, from: number): number;
}

interface MatchSearch {
  start: number;
  text: string;
  filters: FilterTest;
  wanted: number;
}

interface WalkedMatches {
  found: CardRow[];
  /** Where to go on looking: the first position not yet tried, or -1 at the end of the list. */
  next: number;
}

/** Up to `wanted` rows from `start` on whose name contains the text and that pass. */
export function findMatches(
  list: WalkedList,
  { start, text, filters, wanted }: MatchSearch,
  slotOf: (id: number) => number,
): WalkedMatches {
  const found: CardRow[] = [];
  // A list without a search takes every card in turn: no text to look for.
  const after = text
    ? (position: number) => list.nextContaining(text, position)
    : (position: number) => (position < list.items.length ? position : -1);
  let next = after(start);
  while (next >= 0 && found.length < wanted) {
    const row = list.items[next] as CardRow;
    if (passes(filters, slotOf(row.id))) found.push(row);
    next = after(next + 1);
  }
  return { found, next };
}
