import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { CardFinish } from '../../../domain/catalog/options.ts';
import { type Page, TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import { decodeCursor, type KeysetOrder, type KeyValue, toPage } from '../../db/keyset.ts';
import { createSortedEntries } from './sorted-entries.ts';

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
  stock: number;
}

type Sort = CardListQuery['sort'];
type Orders = Record<Sort, KeysetOrder<CardSearchEntry>>;
/** A store's own cards, or both stores' together. */
type Scope = Location | 'all';
type Lists = ReturnType<typeof createSortedEntries<CardSearchEntry>>;

const SCOPES: readonly Scope[] = [...LOCATIONS, 'all'];

const fold = (text: string) => text.toLowerCase();

/**
 * Every card's searchable fields, in memory, kept in each list order for each store and for
 * both. A "contains" search on names cannot use a B-tree, and on the embedded database each
 * one read thousands of rows; here it finds the matching names in list order (see
 * joined-text.ts) and stops once it has a page and the capped count, so a broad search is
 * the cheapest and a narrow one costs one pass over a store's names. The orders and cursors
 * are the SQL lists' own, so paging works the same either way.
 */
export function createCardSearchIndex(orders: Orders) {
  const sorts = Object.keys(orders) as Sort[];
  const byId = new Map<number, CardSearchEntry>();
  const lists = new Map<string, Lists>(
    SCOPES.flatMap((scope) =>
      sorts.map((sort) => [
        `${scope} ${sort}`,
        createSortedEntries<CardSearchEntry>(orders[sort], (entry) => fold(entry.name)),
      ]),
    ),
  );
  const listOf = (scope: Scope, sort: Sort) => lists.get(`${scope} ${sort}`) as Lists;
  /** The lists an entry belongs in: its store's and both stores'. */
  const listsHolding = (entry: CardSearchEntry) =>
    sorts.flatMap((sort) => [listOf(entry.location, sort), listOf('all', sort)]);

  function remove(id: number): void {
    const entry = byId.get(id);
    if (!entry) return;
    byId.delete(id);
    for (const list of listsHolding(entry)) list.remove(entry);
  }

  function insert(entry: CardSearchEntry): void {
    byId.set(entry.id, entry);
    for (const list of listsHolding(entry)) list.insert(entry);
  }

  return {
    get size() {
      return byId.size;
    },

    /** Starts again from every card. */
    replaceAll(entries: Iterable<CardSearchEntry>): void {
      byId.clear();
      for (const entry of entries) byId.set(entry.id, entry);
      const all = [...byId.values()];
      for (const sort of sorts) {
        const both = listOf('all', sort);
        both.replaceAll(all);
        // A store's list is the shared one without the other store: already in order.
        for (const location of LOCATIONS) {
          listOf(location, sort).replaceSorted(
            both.items.filter((entry) => entry.location === location),
          );
        }
      }
    },

    /** A card written since: its new fields, or null when it is gone. */
    apply(id: number, entry: CardSearchEntry | null): void {
      const known = byId.get(id);
      // Most writes (a sale taking one of many copies) leave a card where it was.
      if (known && entry && sameEntry(known, entry)) return;
      remove(id);
      if (entry) insert(entry);
    },

    /** The page of matching cards, and their count up to the cap, as the SQL lists answer. */
    search(query: CardListQuery): Page<CardSearchEntry> {
      const order = orders[query.sort];
      const list = listOf(query.location ?? 'all', query.sort);
      const text = fold(query.q ?? '');
      const passes = filters(query);
      const find = (start: number, wanted: number) =>
        findMatches(list, { start, text, passes, wanted });
      const start = query.cursor ? list.firstAfter(cursorKey(order, query.cursor)) : 0;
      const page = find(start, query.limit + 1);
      // A first page holds the first matches, so counting goes on from where it stopped.
      const counted = start === 0 ? page.found.length : 0;
      const from = start === 0 ? page.next : 0;
      const total =
        from < 0 ? counted : counted + find(from, TOTAL_COUNT_CAP + 1 - counted).found.length;
      return toPage(page.found, query.limit, total, order, (entry) => entry);
    },
  };
}

export type CardSearchIndex = ReturnType<typeof createCardSearchIndex>;

interface MatchSearch {
  start: number;
  /** What the name must contain, folded. */
  text: string;
  passes: (entry: CardSearchEntry) => boolean;
  wanted: number;
}

interface Matches {
  found: CardSearchEntry[];
  /** Where to go on looking: the first position not yet tried, or -1 at the end of the list. */
  next: number;
}

/** Up to `wanted` entries from `start` on whose name contains the text and that pass. */
function findMatches(list: Lists, { start, text, passes, wanted }: MatchSearch): Matches {
  const found: CardSearchEntry[] = [];
  let next = list.nextContaining(text, start);
  while (next >= 0 && found.length < wanted) {
    const entry = list.items[next] as CardSearchEntry;
    if (passes(entry)) found.push(entry);
    next = list.nextContaining(text, next + 1);
  }
  return { found, next };
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
  stock: 0,
};

function sameEntry(a: CardSearchEntry, b: CardSearchEntry): boolean {
  return (Object.keys(PROBE) as (keyof CardSearchEntry)[]).every((field) => a[field] === b[field]);
}

function cursorKey(order: KeysetOrder<CardSearchEntry>, cursor: string): KeyValue[] {
  const types = order
    .values(PROBE)
    .map((value) => (typeof value === 'string' ? 'string' : 'number'));
  return decodeCursor(cursor, types.length, types);
}

/** The query's filters as one test of an entry whose name matched. */
function filters(query: CardListQuery): (entry: CardSearchEntry) => boolean {
  // Read out of the query once, not once per card.
  const { gameType, condition, type, rarity, finish, available } = query;
  return (entry) =>
    (gameType === undefined || entry.gameType === gameType) &&
    (condition === undefined || entry.condition === condition) &&
    (type === undefined || entry.type === type) &&
    (rarity === undefined || entry.rarity === rarity) &&
    (finish === undefined || entry.finish === finish) &&
    (!available || (entry.forSale && entry.stock > 0));
}
