import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import { foldSearchText } from '../../../domain/cards/search-text.ts';
import { type Page, TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import { decodeCursor, type KeysetOrder, type KeyValue, toPage } from '../../db/keyset.ts';
import { CARD_FILTERS, type CardRow } from './card-filters.ts';
import { createCardSlots } from './card-slots.ts';
import { createRowCompactor } from './compact-rows.ts';
import { createFilterColumns, type FilterTest } from './filter-columns.ts';
import { cardsIn, gatherMatches, type Matches } from './gather-matches.ts';
import { findMatches } from './list-walk.ts';
import { createNamePostings } from './name-postings.ts';
import { createRanks, firstAbove } from './ranks.ts';
import { createShelfOrder } from './shelf-order.ts';
import { createSortedEntries } from './sorted-entries.ts';

/** What the list orders read of a card. */
export type CardSortKeys = Pick<CardRow, 'name' | 'priceCents' | 'id'>;
type Sort = CardListQuery['sort'];
type Orders = Record<Sort, KeysetOrder<CardSortKeys>>;
/** A store's own cards, or both stores' together. */
type Scope = Location | 'all';
type Lists = ReturnType<typeof createSortedEntries<CardRow>>;

const SCOPES: readonly Scope[] = [...LOCATIONS, 'all'];
/** Slots a small catalog may hand out beyond twice its cards before it is loaded afresh. */
const SLOTS_TO_SPARE = 10_000;
/** The order slots are handed out in: a name's cards stand together in it, by id. */
const FILING_ORDER: Sort = 'name';

/**
 * Up to how many cards bearing a matching name a search reads them all and picks its page by
 * rank; beyond it, matches are dense enough that walking the list in order finds a page and
 * the capped count sooner.
 */
const GATHER_UP_TO = 50_000;
/** Up to how many names filed under a run a search tests them; more, and it walks the list. */
const NAMES_UP_TO = 5_000;

export interface CardSearchIndexOptions {
  /** The list orders, whose cursors a search's pages use too. */
  orders: Orders;
  /** Tests lower it to take the walk where the catalog is small. */
  gatherUpTo?: number;
}

/**
 * Every card, in memory, kept in each list order for each store and for both, with its names
 * filed by runs of characters (name-postings.ts). A search finds the names containing its text
 * and reads the cards bearing them, taking its page by each card's rank in the list order; a
 * search matching a large share of the cards walks the list in order instead and stops at a
 * page and the capped count. The page's cards are the index's own rows, kept current by the
 * change log, so a search reads nothing from the database. The orders and cursors are the SQL
 * lists' own, so paging works the same either way.
 */
export function createCardSearchIndex({
  orders,
  gatherUpTo = GATHER_UP_TO,
}: CardSearchIndexOptions) {
  const sorts = Object.keys(orders) as Sort[];
  const byId = new Map<number, CardRow>();
  const lists = new Map<string, Lists>(
    SCOPES.flatMap((scope) =>
      sorts.map((sort) => [
        `${scope} ${sort}`,
        // Each name folded once, where the names are filed: not again at every join.
        createSortedEntries<CardRow>(orders[sort], (row) => names.foldedOf(row.name)),
      ]),
    ),
  );
  const listOf = (scope: Scope, sort: Sort) => lists.get(`${scope} ${sort}`) as Lists;
  /** The lists a row belongs in: its store's and both stores'. */
  const listsHolding = (row: CardRow) =>
    sorts.flatMap((sort) => [listOf(row.location, sort), listOf('all', sort)]);
  let names = createNamePostings(foldSearchText);
  /** Each store's cards' slots by the number of their name. */
  let named = emptyNamed();
  const slots = createCardSlots();
  const filterColumns = createFilterColumns(CARD_FILTERS);
  let rows = createRowCompactor();
  const ranks = createRanks((sort) => listOf('all', sort).items, slots);
  const shelf = createShelfOrder((location) => listOf(location, FILING_ORDER).items);
  /** Any change to the cards: ranks and the shelf order are worked out again when next asked. */
  const forgetOrders = () => {
    ranks.forget();
    shelf.forget();
  };

  /** The slots of the cards of the row's store that bear its name, in the order of their ids. */
  function bearing(row: CardRow): number[] {
    const byName = named.get(row.location) as (number[] | undefined)[];
    const number = names.numberOf(row.name);
    byName[number] ??= [];
    return byName[number];
  }

  function remove(row: CardRow): void {
    byId.delete(row.id);
    const group = bearing(row);
    group.splice(group.indexOf(slots.of(row.id)), 1);
    for (const list of listsHolding(row)) list.remove(row);
    forgetOrders();
  }

  function insert(row: CardRow): void {
    byId.set(row.id, row);
    const slot = slots.assign(row.id);
    const group = bearing(row);
    group.splice(firstAbove(group, row.id, slots.idAt), 0, slot);
    filterColumns.set(row, slot);
    for (const list of listsHolding(row)) list.insert(row);
    forgetOrders();
  }

  /**
   * A row whose name and store stay keeps its slot, and its place in each list whose order
   * its change leaves alone: a new price moves it in the price orders only, so a repricing
   * works out again only those orders' ranks, not the name order's most searches read.
   */
  function move(known: CardRow, row: CardRow): void {
    byId.set(row.id, row);
    filterColumns.set(row, slots.of(row.id));
    for (const sort of sorts) {
      const held = [listOf(row.location, sort), listOf('all', sort)];
      if (samePlace(orders[sort], known, row)) {
        for (const list of held) list.replace(known, row);
        continue;
      }
      for (const list of held) {
        list.remove(known);
        list.insert(row);
      }
      ranks.forget(sort);
    }
    shelf.forget();
  }

  /** The scope's non-empty groups of cards bearing the names. */
  function groupsOf(numbers: number[], scope: Scope): number[][] {
    const groups: number[][] = [];
    for (const location of locationsOf(scope)) {
      const byName = named.get(location) as (number[] | undefined)[];
      for (const number of numbers) {
        const group = byName[number];
        if (group && group.length > 0) groups.push(group);
      }
    }
    return groups;
  }

  /** The same by walking the scope's list in order: cheaper when most cards match. */
  function walk(search: PlannedSearch): Matches {
    const list = listOf(search.scope, search.sort);
    const find = (start: number, wanted: number) =>
      findMatches(list, { start, text: search.text, filters: search.filters, wanted }, slots.of);
    const page = find(search.start, search.wanted);
    // A first page holds the first matches, so counting goes on from where it stopped.
    const counted = search.start === 0 ? page.found.length : 0;
    const from = search.start === 0 ? page.next : 0;
    const total =
      from < 0 ? counted : counted + find(from, TOTAL_COUNT_CAP + 1 - counted).found.length;
    return { found: page.found, total };
  }

  /** Files every card afresh, in place of all the index held. */
  function fill(all: readonly CardRow[]): void {
    byId.clear();
    names = createNamePostings(foldSearchText);
    named = emptyNamed();
    slots.reset();
    for (const row of all) byId.set(row.id, row);
    for (const sort of sorts) {
      const both = listOf('all', sort);
      both.replaceAll(all);
      // A store's list is the shared one without the other store: already in order.
      for (const location of LOCATIONS) {
        listOf(location, sort).replaceSorted(both.items.filter((row) => row.location === location));
      }
    }
    // Slots in the name order: a name's cards get neighbouring slots, in the order of ids.
    for (const row of listOf('all', FILING_ORDER).items) {
      const slot = slots.assign(row.id);
      bearing(row).push(slot);
      filterColumns.set(row, slot);
    }
    forgetOrders();
  }

  return {
    get size() {
      return byId.size;
    },

    /**
     * Whether cards that moved since the load (each takes a new slot) have left more slots
     * unused than used: loading afresh then gives a name's cards neighbouring slots again.
     */
    get scattered() {
      return slots.count > 2 * byId.size + SLOTS_TO_SPARE;
    },

    /**
     * Starts again from every card, handed over a chunk at a time: each chunk is copied small
     * as it comes, so the rows read from the database never all live at once beside their
     * copies. Searches meanwhile see the cards as they were, until `finish`.
     */
    loader() {
      const compactor = createRowCompactor();
      const all: CardRow[] = [];
      return {
        add(chunk: readonly CardRow[]): void {
          for (const row of chunk) all.push(compactor.compact(row));
        },
        finish(): void {
          rows = compactor;
          fill(all);
        },
      };
    },

    /** Starts again from every card. */
    replaceAll(read: Iterable<CardRow>): void {
      const loading = this.loader();
      loading.add([...read]);
      loading.finish();
    },

    /** A card written since: its new row, or null when it is gone. */
    apply(id: number, read: CardRow | null): void {
      const known = byId.get(id);
      const row = read && rows.compact(read);
      // Most writes (a sale taking one of many copies, a new price) leave a card under its
      // name in its store.
      if (known && row && known.name === row.name && known.location === row.location) {
        move(known, row);
        return;
      }
      if (known) remove(known);
      if (row) insert(row);
    },

    /** The card's row, if there is such a card. */
    row: (id: number): CardRow | undefined => byId.get(id),

    /** The store's cards in stock, the most money on the shelf first (the slow movers' order). */
    byShelfValue: shelf.of,

    /** The page of matching cards, and their count up to the cap, as the SQL lists answer. */
    search(query: CardListQuery): Page<CardRow> {
      const order = orders[query.sort];
      const scope = query.location ?? 'all';
      const text = foldSearchText(query.q ?? '');
      const numbers = names.containing(text, NAMES_UP_TO);
      const groups = numbers && groupsOf(numbers, scope);
      const gathering = groups !== undefined && cardsIn(groups) <= gatherUpTo;
      // Ranks are positions in both stores' list; a store's list keeps the same order.
      const cursorList = listOf(gathering ? 'all' : scope, query.sort);
      const search: PlannedSearch = {
        scope,
        sort: query.sort,
        text,
        filters: filterColumns.test(query),
        start: query.cursor ? cursorList.firstAfter(cursorKey(order, query.cursor)) : 0,
        wanted: query.limit + 1,
      };
      const { found, total } = gathering
        ? gatherMatches(groups, {
            ...search,
            byName: search.sort === 'name',
            rankOf: ranks.of(search.sort),
            items: listOf('all', search.sort).items,
          })
        : walk(search);
      return toPage(found, query.limit, total, order, (row) => row);
    },
  };
}

export type CardSearchIndex = ReturnType<typeof createCardSearchIndex>;

interface PlannedSearch {
  scope: Scope;
  sort: Sort;
  /** What the name must contain, folded. */
  text: string;
  filters: FilterTest;
  /** The first position (or rank) the page may hold: just after the cursor's card. */
  start: number;
  wanted: number;
}

const locationsOf = (scope: Scope): readonly Location[] => (scope === 'all' ? LOCATIONS : [scope]);

const emptyNamed = () =>
  new Map<Location, (number[] | undefined)[]>(LOCATIONS.map((location) => [location, []]));

/** Whether the row stands where the known one stood in the order: every key the same. */
function samePlace(order: Orders[Sort], known: CardRow, row: CardRow): boolean {
  const before = order.values(known);
  return order.values(row).every((value, at) => value === before[at]);
}

/** A card's keys have fixed types (a name is text, a price a number): a cursor must match. */
const PROBE: CardSortKeys = { id: 0, name: '', priceCents: 0 };

function cursorKey(order: KeysetOrder<CardSortKeys>, cursor: string): KeyValue[] {
  const types = order
    .values(PROBE)
    .map((value) => (typeof value === 'string' ? 'string' : 'number'));
  return decodeCursor(cursor, types.length, types);
}
