import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { CardFinish } from '../../../domain/catalog/options.ts';
import { type Page, TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { decodeCursor, type KeysetOrder, type KeyValue, toPage } from '../../db/keyset.ts';

/** What a search reads of a card: the fields it matches, filters and sorts on. */
export interface CardSearchEntry {
  id: number;
  location: Location;
  name: string;
  priceCents: number;
  gameType: string;
  condition: string;
  type: string | null;
  rarity: string | null;
  finish: CardFinish;
  forSale: boolean;
  quantity: number;
}

type Sort = CardListQuery['sort'];
type Orders = Record<Sort, KeysetOrder<CardSearchEntry>>;
type Indexed = CardSearchEntry & { folded: string };

const fold = (text: string) => text.toLowerCase();

/**
 * Every card's searchable fields, in memory, kept in each list order. A "contains" search on
 * names cannot use a B-tree, and on the embedded database each one read thousands of rows;
 * here it walks an array already in the list's order and stops once it has a page and the
 * capped count, so a broad search is the cheapest and a narrow one reads only names.
 * The orders and cursors are the SQL lists' own, so paging works the same either way.
 */
export function createCardSearchIndex(orders: Orders) {
  const sorts = Object.keys(orders) as Sort[];
  const byId = new Map<number, Indexed>();
  let lists = emptyLists();

  function emptyLists(): Record<Sort, Indexed[]> {
    return Object.fromEntries(sorts.map((sort) => [sort, []])) as unknown as Record<
      Sort,
      Indexed[]
    >;
  }

  const compare = (sort: Sort, a: readonly KeyValue[], b: readonly KeyValue[]) =>
    compareKeys(a, b) * (orders[sort].direction === 'asc' ? 1 : -1);

  /** The position of the first entry that comes after `key` in the sort. */
  function firstAfter(sort: Sort, key: readonly KeyValue[]): number {
    const list = lists[sort];
    const values = orders[sort].values;
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(sort, values(list[middle] as Indexed), key) <= 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  function insert(entry: Indexed): void {
    byId.set(entry.id, entry);
    for (const sort of sorts) {
      lists[sort].splice(firstAfter(sort, orders[sort].values(entry)), 0, entry);
    }
  }

  function remove(id: number): void {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    for (const sort of sorts) {
      // The entry's own key is unique (it ends in the id), so it sits just before firstAfter.
      lists[sort].splice(firstAfter(sort, orders[sort].values(entry)) - 1, 1);
    }
  }

  return {
    get size() {
      return byId.size;
    },

    /** Starts again from every card. */
    replaceAll(entries: Iterable<CardSearchEntry>): void {
      byId.clear();
      for (const entry of entries) byId.set(entry.id, { ...entry, folded: fold(entry.name) });
      lists = emptyLists();
      for (const sort of sorts) {
        const values = orders[sort].values;
        lists[sort] = [...byId.values()].sort((a, b) => compare(sort, values(a), values(b)));
      }
    },

    /** A card written since: its new fields, or null when it is gone. */
    apply(id: number, entry: CardSearchEntry | null): void {
      const known = byId.get(id);
      // Most writes (a sale taking one of many copies) leave a card where it was.
      if (known && entry && sameEntry(known, entry)) return;
      remove(id);
      if (entry) insert({ ...entry, folded: fold(entry.name) });
    },

    /** The page of matching cards, and their count up to the cap, as the SQL lists answer. */
    search(query: CardListQuery): Page<CardSearchEntry> {
      const order = orders[query.sort];
      const list = lists[query.sort];
      const matches = matcher(query);
      const start = query.cursor ? firstAfter(query.sort, cursorKey(order, query.cursor)) : 0;
      const rows: Indexed[] = [];
      for (let i = start; i < list.length && rows.length <= query.limit; i++) {
        const entry = list[i] as Indexed;
        if (matches(entry)) rows.push(entry);
      }
      let total = 0;
      for (let i = 0; i < list.length && total <= TOTAL_COUNT_CAP; i++) {
        if (matches(list[i] as Indexed)) total++;
      }
      return toPage(rows, query.limit, total, order, withoutFolded);
    },
  };
}

export type CardSearchIndex = ReturnType<typeof createCardSearchIndex>;

function withoutFolded({ folded: _folded, ...entry }: Indexed): CardSearchEntry {
  return entry;
}

function sameEntry(a: CardSearchEntry, b: CardSearchEntry): boolean {
  return (Object.keys(PROBE) as (keyof CardSearchEntry)[]).every((field) => a[field] === b[field]);
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

/** A card's keys have fixed types (a name is text, a price a number): a cursor must match. */
const PROBE: CardSearchEntry = {
  id: 0,
  location: 'nlr',
  name: '',
  priceCents: 0,
  gameType: '',
  condition: '',
  type: null,
  rarity: null,
  finish: 'non-foil',
  forSale: false,
  quantity: 0,
};

function cursorKey(order: KeysetOrder<CardSearchEntry>, cursor: string): KeyValue[] {
  const types = order
    .values(PROBE)
    .map((value) => (typeof value === 'string' ? 'string' : 'number'));
  return decodeCursor(cursor, types.length, types);
}

/** The query's filters and text as one test, so a search walks the list once. */
function matcher(query: CardListQuery): (entry: Indexed) => boolean {
  const text = query.q ? fold(query.q) : '';
  return (entry) =>
    (query.location === undefined || entry.location === query.location) &&
    (query.gameType === undefined || entry.gameType === query.gameType) &&
    (query.condition === undefined || entry.condition === query.condition) &&
    (query.type === undefined || entry.type === query.type) &&
    (query.rarity === undefined || entry.rarity === query.rarity) &&
    (query.finish === undefined || entry.finish === query.finish) &&
    (!query.available || (entry.forSale && entry.quantity > 0)) &&
    entry.folded.includes(text);
}
