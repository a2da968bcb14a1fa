import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardListQuerySchema } from '../../../domain/cards/card.contract.ts';
import { type App, buildApp } from '../../app.ts';
import { orderBy, pricedListOrders } from '../../db/keyset.ts';
import { cardChanges, cards } from '../../db/schema/index.ts';
import { resetToDemoData } from '../../demo-data.ts';
import { insertCards } from '../../testing/factories.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp, testUploadsDir } from '../../testing/test-app.ts';
import { createCardSearchRepository } from './card-search.repository.ts';
import { createCardSearchService } from './card-search.service.ts';
import { createCardSearchIndex } from './card-search-index.ts';
import { toCard } from './cards.repository.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  await insertCards(ctx.db, [
    { name: 'Sol Ring', priceCents: 150 },
    { name: 'Solemn Simulacrum', priceCents: 90 },
  ]);
});

async function searchNames(query: string, app: App = ctx.app): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/cards?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().items.map((card: { name: string }) => card.name);
}

const newCard = {
  name: 'Rhystic Study',
  gameType: 'Magic: The Gathering',
  setName: 'Prophecy',
  condition: 'Near Mint',
  price: '39.99',
  quantity: '2',
  forSale: true,
  location: 'nlr',
};

describe('a text search after a write', () => {
  it("sees staff's new, renamed and deleted cards at once", async () => {
    expect(await searchNames('q=rhystic')).toEqual([]);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: owner,
      payload: newCard,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await searchNames('q=rhystic')).toEqual(['Rhystic Study']);

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}`,
      headers: owner,
      payload: { ...newCard, name: 'Mystic Remora' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await searchNames('q=rhystic')).toEqual([]);
    expect(await searchNames('q=remora')).toEqual(['Mystic Remora']);

    await ctx.app.inject({ method: 'DELETE', url: `/api/cards/${id}`, headers: owner });
    expect(await searchNames('q=remora')).toEqual([]);
  });

  it('sees a sold-out card leave the cards a shopper can buy, whoever wrote it', async () => {
    expect(await searchNames('q=sol&available=true')).toEqual(['Sol Ring', 'Solemn Simulacrum']);
    // Written straight to the database, as another instance of the shop or a script would.
    await ctx.db.update(cards).set({ stock: 0 }).where(eq(cards.name, 'Sol Ring'));
    expect(await searchNames('q=sol&available=true')).toEqual(['Solemn Simulacrum']);
    expect(await searchNames('q=sol&sort=price')).toEqual(['Solemn Simulacrum', 'Sol Ring']);
  });

  it('agrees across two instances of the shop on one database', async () => {
    const other = await buildApp({ db: ctx.db, uploadsDir: testUploadsDir() });
    try {
      expect(await searchNames('q=sol', other)).toEqual(['Sol Ring', 'Solemn Simulacrum']);
      await ctx.app.inject({ method: 'POST', url: '/api/cards', headers: owner, payload: newCard });
      expect(await searchNames('q=rhystic', other)).toEqual(['Rhystic Study']);
    } finally {
      await other.close();
    }
  });

  it('answers 20 searches made together right after a write, each seeing it', async () => {
    await insertCards(ctx.db, [{ name: 'Solitude' }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => searchNames('q=solitude')));
    expect(answers).toEqual(Array.from({ length: 20 }, () => ['Solitude']));
  });
});

describe('the search index and the database', () => {
  it('answers what a "contains" match in the database answers, page after page', async () => {
    await insertCards(
      ctx.db,
      Array.from({ length: 130 }, (_, n) => ({
        name: `${['Goblin', 'Elf', 'Dragon Whelp'][n % 3]} ${String(n).padStart(3, '0')}`,
        priceCents: (n * 37) % 500,
        location: n % 4 === 0 ? ('benton' as const) : ('nlr' as const),
      })),
    );
    for (const [q, sort] of [
      ['o', 'name'],
      ['dragon', '-price'],
      ['ELF 0', 'price'],
    ] as const) {
      const expected = await ctx.db
        .select({ id: cards.id })
        .from(cards)
        .where(sql`${cards.location} = 'nlr' and ${cards.name} ilike ${`%${q}%`}`)
        .orderBy(...orderBy(pricedListOrders(cards)[sort]));
      const seen: number[] = [];
      let cursor = '';
      do {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/cards?location=nlr&q=${encodeURIComponent(q)}&sort=${sort}&limit=7${cursor && `&cursor=${cursor}`}`,
        });
        const body = response.json();
        expect(body.total).toBe(expected.length);
        seen.push(...body.items.map((card: { id: number }) => card.id));
        cursor = body.nextCursor ?? '';
      } while (cursor);
      expect(seen).toEqual(expected.map((row) => row.id));
    }
  });

  it('finds a name as a phone types it: curly apostrophe, no accents, a double space', async () => {
    await insertCards(ctx.db, [
      { name: "Urza's Saga", priceCents: 2500 },
      { name: 'Flabébé', priceCents: 25, gameType: 'Pokemon' },
      { name: 'Æther Vial', priceCents: 900 },
      { name: 'Black Lotus Replica', priceCents: 100 },
    ]);
    expect(await searchNames(`q=${encodeURIComponent('Urza’s')}`)).toEqual(["Urza's Saga"]);
    expect(await searchNames('q=flabebe')).toEqual(['Flabébé']);
    expect(await searchNames('q=aether')).toEqual(['Æther Vial']);
    expect(await searchNames(`q=${encodeURIComponent('black  lotus')}`)).toEqual([
      'Black Lotus Replica',
    ]);
  });

  it('starts again when the cards are emptied and loaded afresh', async () => {
    expect(await searchNames('q=sol')).not.toEqual([]);
    await resetToDemoData(ctx.db);
    expect(await searchNames('q=solemn')).toEqual([]);
    expect(await searchNames('q=goblin')).toEqual([]);
    expect(await searchNames('q=charizard')).toContain('Charizard ex');
  });
});

describe('the change log', () => {
  it('is read before a search only after a write, on the embedded database', async () => {
    const repository = createCardSearchRepository(ctx.db);
    let reads = 0;
    const search = createCardSearchService({
      index: createCardSearchIndex({ orders: pricedListOrders(cards) }),
      repository: {
        ...repository,
        changedSince: (horizon) => {
          reads += 1;
          return repository.changedSince(horizon);
        },
      },
      toCard,
    });
    await search.warmUp();
    const names = async (q: string) =>
      (await search.search(cardListQuerySchema.parse({ q }))).items.map((card) => card.name);

    for (let i = 0; i < 5; i++) expect(await names('wrath')).toEqual([]);
    await insertCards(ctx.db, [{ name: 'Wrath of God' }]);
    expect(await names('wrath')).toEqual(['Wrath of God']);
    expect(await names('wrath')).toEqual(['Wrath of God']);
    // A server tells of writes on another connection, later, so there each search reads it.
    expect(reads).toBe(process.env.TEST_DATABASE_URL ? 7 : 1);
  });

  it('is emptied of day-old changes, and an index left idle that long loads afresh', async () => {
    let now = Date.now();
    const repository = createCardSearchRepository(ctx.db);
    const search = createCardSearchService({
      index: createCardSearchIndex({ orders: pricedListOrders(cards) }),
      repository,
      toCard,
      now: () => now,
    });
    await search.warmUp();
    const [before] = await ctx.db.select({ rows: count() }).from(cardChanges);
    expect(before?.rows).toBeGreaterThan(0);

    await ctx.db.update(cardChanges).set({ changedAt: new Date(now - 25 * 60 * 60 * 1000) });
    now += 13 * 60 * 60 * 1000;
    await insertCards(ctx.db, [{ name: 'Deflecting Swat' }]);
    const page = await search.search(cardListQuerySchema.parse({ q: 'swat' }));
    expect(page.items.map((card) => card.name)).toEqual(['Deflecting Swat']);
    const [after] = await ctx.db.select({ rows: count() }).from(cardChanges);
    expect(after?.rows).toBe(1);
  });
});
