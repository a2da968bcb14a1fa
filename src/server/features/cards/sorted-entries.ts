import type { KeysetOrder, KeyValue } from '../../db/keyset.ts';
import { type JoinedTexts, joinTexts } from './joined-text.ts';

/**
 * Entries kept in a keyset order (the keys end in the id, so each entry's key is unique):
 * a page starts by binary search at a cursor, one entry moves in or out without a sort, and
 * the entries' texts are searched joined in list order.
 */
export function createSortedEntries<Entry>(
  order: KeysetOrder<Entry>,
  textOf: (entry: Entry) => string,
) {
  const sign = order.direction === 'asc' ? 1 : -1;
  const compare = (a: readonly KeyValue[], b: readonly KeyValue[]) => sign * compareKeys(a, b);
  let items: Entry[] = [];
  /** Joined on the first search after a change, so a burst of changes joins them once. */
  let texts: JoinedTexts | undefined;

  /** The position of the first entry that comes after `key`. */
  function firstAfter(key: readonly KeyValue[]): number {
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order.values(items[middle] as Entry), key) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    get items(): readonly Entry[] {
      return items;
    },
    firstAfter,

    /** The position of the first entry at or after `from` whose text contains `part`, or -1. */
    nextContaining(part: string, from: number): number {
      texts ??= joinTexts(items.map(textOf));
      return texts.nextContaining(part, from);
    },

    replaceAll(entries: readonly Entry[]): void {
      // The keys read at each comparison die young, which the garbage collector finds cheap;
      // keys kept for the whole sort would pile up in the old generation instead.
      items = entries.toSorted((a, b) => compare(order.values(a), order.values(b)));
      texts = undefined;
    },

    /** Takes entries that are already in this list's order. */
    replaceSorted(entries: Entry[]): void {
      items = entries;
      texts = undefined;
    },

    insert(entry: Entry): void {
      items.splice(firstAfter(order.values(entry)), 0, entry);
      texts = undefined;
    },

    /** Puts `next` where `known` is: they share their key and text, so nothing else moves. */
    replace(known: Entry, next: Entry): void {
      items[firstAfter(order.values(known)) - 1] = next;
    },

    /** Takes out an entry that is in the list, found by its key. */
    remove(entry: Entry): void {
      items.splice(firstAfter(order.values(entry)) - 1, 1);
      texts = undefined;
    },
  };
}

function compareKeys(a: readonly KeyValue[], b: readonly KeyValue[]): number {
  for (let i = 0; i < a.length; i++) {
    const left = a[i] as KeyValue;
    const right = b[i] as KeyValue;
    if (left < right) return -1;
    if (left > right) return 1;
  }
  return 0;
}
