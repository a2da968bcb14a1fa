import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { CardRow } from './card-filters.ts';
import type { CardSlots } from './card-slots.ts';

type Sort = CardListQuery['sort'];

/**
 * Each card's position in both stores' list of each order, by slot, worked out again on the
 * first search after cards moved, so a burst of changes costs one pass.
 */
export function createRanks(itemsOf: (sort: Sort) => readonly CardRow[], slots: CardSlots) {
  const known = new Map<Sort, Int32Array>();
  return {
    /** After cards moved in one order's lists, or in all of them. */
    forget(sort?: Sort): void {
      if (sort) known.delete(sort);
      else known.clear();
    },
    of(sort: Sort): Int32Array {
      const cached = known.get(sort);
      if (cached) return cached;
      const ranks = new Int32Array(slots.count);
      itemsOf(sort).forEach((row, rank) => {
        ranks[slots.of(row.id)] = rank;
      });
      known.set(sort, ranks);
      return ranks;
    },
  };
}

/** Where `value` goes in the ascending `values`, each read through `key`. */
export function firstAbove(
  values: readonly number[],
  value: number,
  key: (at: number) => number,
): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (key(values[middle] as number) < value) low = middle + 1;
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

/**
 * Puts the groups in the order of their first ids' ranks. Each key holds the rank and the
 * group's place, so one native sort of numbers does it: a comparison function reading ranks
 * cost several times more over hundreds of groups.
 */
export function byFirstRank(groups: number[][], rankOf: Int32Array): void {
  const keys = new Float64Array(groups.length);
  groups.forEach((group, place) => {
    keys[place] = (rankOf[group[0] as number] as number) * PLACES + place;
  });
  keys.sort();
  const ordered = Array.from(keys, (key) => groups[key % PLACES] as number[]);
  groups.splice(0, groups.length, ...ordered);
}

/** More than the groups a search reads (at most NAMES_UP_TO names of card-search-index.ts in each store), and a power of two. */
const PLACES = 2 ** 21;
