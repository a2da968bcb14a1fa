import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardListQuery, cardListQuerySchema } from '../../../domain/cards/card.contract.ts';
import { foldSearchText } from '../../../domain/cards/search-text.ts';
import { CARD_FINISHES, PRICED_LIST_SORTS } from '../../../domain/catalog/options.ts';
import { TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import { LOCATIONS } from '../../../domain/stores/stores.ts';
import { InvalidCursorError, pricedListOrders } from '../../db/keyset.ts';
import { cards } from '../../db/schema/index.ts';
import type { CardRow } from './card-filters.ts';
import { type CardSortKeys, createCardSearchIndex } from './card-search-index.ts';

const orders = pricedListOrders<CardSortKeys>(cards);
/** Both ways of answering: reading the cards of the matching names, and walking the list. */
const indexes = {
  gathering: () => createCardSearchIndex({ orders }),
  walking: () => createCardSearchIndex({ orders, gatherUpTo: 0 }),
};

const CREATED = new Date('2026-11-01T12:00:00Z');

/** A full row, as the database answers it, of the fields a search reads. */
function row(fields: Pick<CardRow, 'id' | 'name'> & Partial<CardRow>): CardRow {
  return {
    location: 'nlr',
    priceCents: 10,
    gameType: 'Pokemon',
    setName: 'Base Set',
    setCode: null,
    collectorNumber: null,
    condition: 'Near Mint',
    finish: 'non-foil',
    language: 'English',
    stock: 1,
    gradingService: null,
    grade: null,
    costCents: null,
    forSale: true,
    imageUrl: null,
    type: null,
    rarity: null,
    description: null,
    priceLocked: false,
    tcgplayerId: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...fields,
  };
}

const entryArbitrary = (id: number) =>
  fc
    .record({
      id: fc.constant(id),
      location: fc.constantFrom(...LOCATIONS),
      // Few letters, so that texts of two and three characters match often.
      name: fc.stringMatching(/^[AaBbé% ]{1,9}$/),
      priceCents: fc.integer({ min: 0, max: 500 }),
      gameType: fc.constantFrom('Pokemon', 'Lorcana'),
      condition: fc.constantFrom('Near Mint', 'Damaged'),
      type: fc.constantFrom(null, 'Creature'),
      rarity: fc.constantFrom(null, 'Rare'),
      finish: fc.constantFrom(...CARD_FINISHES),
      forSale: fc.boolean(),
      stock: fc.integer({ min: 0, max: 2 }),
    })
    .map(row);

const catalogArbitrary = fc
  .integer({ min: 0, max: 40 })
  .chain((size) =>
    fc.tuple(...Array.from({ length: size }, (_, i) => entryArbitrary(i + 1))),
  ) as fc.Arbitrary<CardRow[]>;

const queryArbitrary = fc
  .record(
    {
      location: fc.constantFrom(...LOCATIONS),
      q: fc.constantFrom('a', 'A', 'é', 'ab', '%', 'zz', 'aba', 'B A', 'bé%', 'abab', 'a a b'),
      gameType: fc.constant('Pokemon'),
      condition: fc.constant('Damaged'),
      type: fc.constant('Creature'),
      rarity: fc.constant('Rare'),
      finish: fc.constantFrom(...CARD_FINISHES),
      available: fc.constant('true'),
      forSale: fc.constantFrom('true', 'false'),
      sort: fc.constantFrom(...PRICED_LIST_SORTS),
      limit: fc.integer({ min: 1, max: 7 }).map(String),
    },
    { requiredKeys: ['q', 'limit'] },
  )
  .map((raw) => cardListQuerySchema.parse(raw));

const card = (id: number, name: string, priceCents = 10) => row({ id, name, priceCents });

/**
 * What a search must answer, worked out the plain way: filter everything, then sort. Names
 * and the search compare folded, as the shop's search text rule says (accents, quotes, spaces).
 */
function expectedIds(all: CardRow[], query: CardListQuery): number[] {
  const order = orders[query.sort];
  const sign = order.direction === 'asc' ? 1 : -1;
  const text = foldSearchText(query.q ?? '');
  return all
    .filter(
      (card) =>
        (!query.location || card.location === query.location) &&
        (!query.gameType || card.gameType === query.gameType) &&
        (!query.condition || card.condition === query.condition) &&
        (!query.type || card.type === query.type) &&
        (!query.rarity || card.rarity === query.rarity) &&
        (!query.finish || card.finish === query.finish) &&
        (!query.available || (card.forSale && card.stock > 0)) &&
        (query.forSale === undefined || card.forSale === query.forSale) &&
        foldSearchText(card.name).includes(text),
    )
    .sort((a, b) => {
      const [left, right] = [order.values(a), order.values(b)];
      const i = left.findIndex((value, k) => value !== right[k]);
      return i < 0
        ? 0
        : sign * ((left[i] as string | number) < (right[i] as string | number) ? -1 : 1);
    })
    .map((card) => card.id);
}

/** Every page of a search, following the cursors, and the counts the pages gave. */
function walk(index: ReturnType<typeof createCardSearchIndex>, query: CardListQuery) {
  const ids: number[] = [];
  const counts = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = index.search({ ...query, cursor });
    counts.add(`${page.total}${page.totalCapped ? '+' : ''}`);
    ids.push(...page.items.map((card) => card.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { ids, counts: [...counts] };
}

describe.each(Object.entries(indexes))('the card search index, %s', (_way, newIndex) => {
  it('answers every page, in order, exactly as filtering and sorting everything would', () => {
    fc.assert(
      fc.property(catalogArbitrary, queryArbitrary, (all, query) => {
        const index = newIndex();
        index.replaceAll(all);
        const expected = expectedIds(all, query);
        // Every page counts every match, not only those from its cursor on.
        expect(walk(index, query)).toEqual({ ids: expected, counts: [String(expected.length)] });
      }),
    );
  });

  it('stays right through any mix of new, changed and deleted cards', () => {
    // A change replaces a card, keeps its name but changes the rest, keeps its place in
    // every list (a sale: stock and whether it is for sale), or deletes it.
    const change = fc.tuple(
      fc.integer({ min: 1, max: 20 }),
      fc.constantFrom('replace', 'keep name', 'keep place', 'delete'),
    );
    fc.assert(
      fc.property(
        catalogArbitrary,
        fc.array(change, { maxLength: 40 }),
        queryArbitrary,
        fc.infiniteStream(entryArbitrary(0)),
        (all, changes, query, replacements) => {
          const index = newIndex();
          index.replaceAll(all);
          const current = new Map(all.map((card) => [card.id, card]));
          const fresh = replacements[Symbol.iterator]();
          for (const [id, kind] of changes) {
            const next = { ...(fresh.next().value as CardRow), id };
            const known = current.get(id);
            const entry =
              kind === 'delete'
                ? null
                : kind === 'keep name' && known
                  ? { ...next, name: known.name }
                  : kind === 'keep place' && known
                    ? { ...known, stock: next.stock, forSale: next.forSale }
                    : next;
            index.apply(id, entry);
            if (entry) current.set(id, entry);
            else current.delete(id);
          }
          expect(walk(index, query).ids).toEqual(expectedIds([...current.values()], query));
        },
      ),
    );
  });

  it('follows a change to stock or price that leaves the name alone', () => {
    const index = newIndex();
    index.replaceAll([card(1, 'Bolt', 100), card(2, 'Bolt Bend', 200)]);
    const search = (raw: Record<string, string>) =>
      index.search(cardListQuerySchema.parse({ q: 'bolt', ...raw })).items.map(({ id }) => id);

    index.apply(1, { ...card(1, 'Bolt', 100), stock: 0 });
    expect(search({ available: 'true' })).toEqual([2]);
    index.apply(1, card(1, 'Bolt', 300));
    expect(search({ sort: 'price' })).toEqual([2, 1]);
  });

  it('asks to be loaded afresh once moved cards have left most slots unused', () => {
    const index = newIndex();
    index.replaceAll([card(1, 'Bolt'), card(2, 'Bolt Bend')]);
    // A new price keeps a card's slot: it stays under its name.
    for (let price = 1; price <= 10_010; price++) index.apply(1, card(1, 'Bolt', price));
    expect(index.scattered).toBe(false);
    // A new name files it elsewhere: it takes a new slot each time.
    for (let n = 1; n <= 10_010; n++) index.apply(1, card(1, `Bolt ${n}`));
    expect(index.scattered).toBe(true);
    const search = () =>
      index.search(cardListQuerySchema.parse({ q: 'bolt' })).items.map(({ id }) => id);
    expect(search()).toEqual([1, 2]);
    index.replaceAll([card(1, 'Bolt 10010'), card(2, 'Bolt Bend')]);
    expect(index.scattered).toBe(false);
    expect(search()).toEqual([1, 2]);
  });

  it('counts up to the cap and then says there are more', () => {
    const index = newIndex();
    index.replaceAll(
      Array.from({ length: TOTAL_COUNT_CAP + 5 }, (_, i) => card(i + 1, `Bulk ${i}`)),
    );
    const page = index.search(cardListQuerySchema.parse({ q: 'bulk' }));
    expect(page).toMatchObject({ total: TOTAL_COUNT_CAP, totalCapped: true });
    expect(page.items).toHaveLength(24);
  });

  it('refuses a cursor that is not one of its own, or is for another sort', () => {
    const index = newIndex();
    const byName = Buffer.from(JSON.stringify(['Bolt', 3])).toString('base64url');
    for (const cursor of ['not-a-cursor', byName]) {
      expect(() =>
        index.search(cardListQuerySchema.parse({ q: 'a', sort: 'price', cursor })),
      ).toThrow(InvalidCursorError);
    }
  });
});
