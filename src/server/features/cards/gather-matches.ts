import { TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import type { CardRow } from './card-filters.ts';
import { type FilterTest, passes } from './filter-columns.ts';
import { byFirstRank, keepLowest } from './ranks.ts';

/** What a search reading the cards bearing its names needs to know. */
export interface Gathering {
  /** Whether the list order is the name order, where a name's cards stand together. */
  byName: boolean;
  filters: FilterTest;
  /** The first rank the page may hold: just after the cursor's card. */
  start: number;
  wanted: number;
  /** Each slot's rank in both stores' list of the search's order. */
  rankOf: Int32Array;
  /** That list: the row at each rank. */
  items: readonly CardRow[];
}

/** A page's cards in list order, and the count of all the matches, up to the cap. */
export interface Matches {
  found: CardRow[];
  total: number;
}

/**
 * The matches among the cards bearing the names (groups of slots), counted, and the first
 * `wanted` of them from rank `start` on, in list order. This loop is where a search spends
 * its time, so it reads only typed arrays and the slots' lists.
 */
export function gatherMatches(groups: number[][], search: Gathering): Matches {
  const { filters, start, wanted, rankOf } = search;
  const filtered = filters.columns.length > 0;
  // In the name order a name's cards stand together, by id, so the groups taken in the order
  // of their first cards come in list order, and reading can stop once later groups can
  // neither enter the page nor change the count: a filter may keep the count from ever
  // reaching the cap, so only an unfiltered search orders them.
  const inOrder = search.byName && !filtered;
  if (inOrder) byFirstRank(groups, rankOf);
  const best: number[] = [];
  let worst = Number.POSITIVE_INFINITY;
  let total = 0;
  for (const group of groups) {
    const counted = !filtered || total > TOTAL_COUNT_CAP;
    if (
      inOrder &&
      counted &&
      best.length === wanted &&
      (rankOf[group[0] as number] as number) > worst
    )
      break;
    for (const slot of group) {
      if (filtered && !passes(filters, slot)) continue;
      total += 1;
      const rank = rankOf[slot] as number;
      if (rank < start || rank > worst) continue;
      keepLowest(best, rank, wanted);
      if (best.length === wanted) worst = best[wanted - 1] as number;
    }
  }
  const found = best.map((rank) => search.items[rank] as CardRow);
  return { found, total: filtered ? total : cardsIn(groups) };
}

/** The cards in the groups: as many as a search reading them all would read. */
export function cardsIn(groups: readonly number[][]): number {
  let count = 0;
  for (const group of groups) count += group.length;
  return count;
}
