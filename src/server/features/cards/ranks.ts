import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { CardRow } from './card-filters.ts';

type Sort = CardListQuery['sort'];

/**
 * Each card's position in both stores' list of each order, by card id, worked out again on
 * the first search after cards moved, so a burst of changes costs one pass.
 */
export function createRanks(itemsOf: (sort: Sort) => readonly CardRow[]) {
  const known = new Map<Sort, Int32Array>();
  return {
    forget: () => known.clear(),
    of(sort: Sort): Int32Array {
      const cached = known.get(sort);
      if (cached) return cached;
      const items = itemsOf(sort);
      let highest = 0;
      for (const row of items) highest = Math.max(highest, row.id);
      const ranks = new Int32Array(highest + 1);
      items.forEach((row, rank) => {
        ranks[row.id] = rank;
      });
      known.set(sort, ranks);
      return ranks;
    },
  };
}

/** Where `id` goes in the ascending `ids`. */
export function firstAbove(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] as number) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Adds `rank` to the ascending `best`, keeping the `wanted` lowest. */
export function keepLowest(best: number[], rank: number, wanted: number): void {
  let at = best.length;
  while (at > 0 && (best[at - 1] as number) > rank) at -= 1;
  best.splice(at, 0, rank);
  if (best.length > wanted) best.pop();
}
