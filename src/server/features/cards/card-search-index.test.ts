import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardListQuery, cardListQuerySchema } from '../../../domain/cards/card.contract.ts';
import { CARD_FINISHES, PRICED_LIST_SORTS } from '../../../domain/catalog/options.ts';
import { TOTAL_COUNT_CAP } from '../../../domain/shared/page.contract.ts';
import { LOCATIONS } from '../../../domain/stores/stores.ts';
import { pricedListOrders } from '../../db/keyset.ts';
import { cards } from '../../db/schema/index.ts';
import { BadRequestError } from '../../errors.ts';
import { type CardSearchEntry, createCardSearchIndex } from './card-search-index.ts';

const orders = pricedListOrders<CardSearchEntry>(cards);

const entryArbitrary = (id: number) =>
  fc.record({
    id: fc.constant(id),
    location: fc.constantFrom(...LOCATIONS),
    name: fc.stringMatching(/^[A-Za-z é%]{1,12}$/),
    priceCents: fc.integer({ min: 0, max: 500 }),
    gameType: fc.constantFrom('Pokemon', 'Lorcana'),
    condition: fc.constantFrom('Near Mint', 'Damaged'),
    type: fc.constantFrom(null, 'Creature'),
    rarity: fc.constantFrom(null, 'Rare'),
    finish: fc.constantFrom(...CARD_FINISHES),
    forSale: fc.boolean(),
    stock: fc.integer({ min: 0, max: 2 }),
  });

const catalogArbitrary = fc
  .integer({ min: 0, max: 40 })
  .chain((size) =>
    fc.tuple(...Array.from({ length: size }, (_, i) => entryArbitrary(i + 1))),
  ) as fc.Arbitrary<CardSearchEntry[]>;

const queryArbitrary = fc
  .record(
    {
      location: fc.constantFrom(...LOCATIONS),
      q: fc.constantFrom('a', 'A', 'e', 'é', 'ab', '%', 'zz'),
      gameType: fc.constant('Pokemon'),
      condition: fc.constant('Damaged'),
      type: fc.constant('Creature'),
      finish: fc.constantFrom(...CARD_FINISHES),
      available: fc.constant('true'),
      sort: fc.constantFrom(...PRICED_LIST_SORTS),
      limit: fc.integer({ min: 1, max: 7 }).map(String),
    },
    { requiredKeys: ['q', 'limit'] },
  )
  .map((raw) => cardListQuerySchema.parse(raw));

function card(id: number, name: string, priceCents = 10): CardSearchEntry {
  return {
    id,
    location: 'nlr',
    name,
    priceCents,
    gameType: 'Pokemon',
    condition: 'Near Mint',
    type: null,
    rarity: null,
    finish: 'non-foil',
    forSale: true,
    stock: 1,
  };
}

/** What a search must answer, worked out the plain way: filter everything, then sort. */
function expectedIds(all: CardSearchEntry[], query: CardListQuery): number[] {
  const order = orders[query.sort];
  const sign = order.direction === 'asc' ? 1 : -1;
  const text = (query.q ?? '').toLowerCase();
  return all
    .filter(
      (card) =>
        (!query.location || card.location === query.location) &&
        (!query.gameType || card.gameType === query.gameType) &&
        (!query.condition || card.condition === query.condition) &&
        (!query.type || card.type === query.type) &&
        (!query.finish || card.finish === query.finish) &&
        (!query.available || (card.forSale && card.stock > 0)) &&
        card.name.toLowerCase().includes(text),
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

describe('the card search index', () => {
  it('answers every page, in order, exactly as filtering and sorting everything would', () => {
    fc.assert(
      fc.property(catalogArbitrary, queryArbitrary, (all, query) => {
        const index = createCardSearchIndex(orders);
        index.replaceAll(all);
        const expected = expectedIds(all, query);
        // Every page counts every match, not only those from its cursor on.
        expect(walk(index, query)).toEqual({ ids: expected, counts: [String(expected.length)] });
      }),
    );
  });

  it('stays right through any mix of new, changed and deleted cards', () => {
    // A change replaces a card, keeps its name but changes the rest (a sale, a new price),
    // or deletes it.
    const change = fc.tuple(
      fc.integer({ min: 1, max: 20 }),
      fc.constantFrom('replace', 'keep name', 'delete'),
    );
    fc.assert(
      fc.property(
        catalogArbitrary,
        fc.array(change, { maxLength: 40 }),
        queryArbitrary,
        fc.infiniteStream(entryArbitrary(0)),
        (all, changes, query, replacements) => {
          const index = createCardSearchIndex(orders);
          index.replaceAll(all);
          const current = new Map(all.map((card) => [card.id, card]));
          const fresh = replacements[Symbol.iterator]();
          for (const [id, kind] of changes) {
            const next = { ...(fresh.next().value as CardSearchEntry), id };
            const known = current.get(id);
            const entry =
              kind === 'delete'
                ? null
                : kind === 'keep name' && known
                  ? { ...next, name: known.name }
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
    const index = createCardSearchIndex(orders);
    index.replaceAll([card(1, 'Bolt', 100), card(2, 'Bolt Bend', 200)]);
    const search = (raw: Record<string, string>) =>
      index.search(cardListQuerySchema.parse({ q: 'bolt', ...raw })).items.map(({ id }) => id);

    index.apply(1, { ...card(1, 'Bolt', 100), stock: 0 });
    expect(search({ available: 'true' })).toEqual([2]);
    index.apply(1, card(1, 'Bolt', 300));
    expect(search({ sort: 'price' })).toEqual([2, 1]);
  });

  it('counts up to the cap and then says there are more', () => {
    const index = createCardSearchIndex(orders);
    index.replaceAll(
      Array.from({ length: TOTAL_COUNT_CAP + 5 }, (_, i) => card(i + 1, `Bulk ${i}`)),
    );
    const page = index.search(cardListQuerySchema.parse({ q: 'bulk' }));
    expect(page).toMatchObject({ total: TOTAL_COUNT_CAP, totalCapped: true });
    expect(page.items).toHaveLength(24);
  });

  it('refuses a cursor that is not one of its own, or is for another sort', () => {
    const index = createCardSearchIndex(orders);
    const byName = Buffer.from(JSON.stringify(['Bolt', 3])).toString('base64url');
    for (const cursor of ['not-a-cursor', byName]) {
      expect(() =>
        index.search(cardListQuerySchema.parse({ q: 'a', sort: 'price', cursor })),
      ).toThrow(BadRequestError);
    }
  });
});
