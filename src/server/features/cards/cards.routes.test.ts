import { beforeAll, describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await insertCards(ctx.db, [
    {
      name: 'Sheoldred, the Apocalypse',
      priceCents: 7499,
      condition: 'Near Mint',
      type: 'Creature',
      rarity: 'Mythic Rare',
    },
    {
      name: 'Lightning Bolt',
      priceCents: 199,
      condition: 'Lightly Played',
      type: 'Instant',
      rarity: 'Common',
      finish: 'foil',
    },
    {
      name: 'Charizard ex',
      gameType: 'Pokemon',
      setName: 'Obsidian Flames',
      priceCents: 2450,
      type: 'Pokemon',
      rarity: 'Special Illustration Rare',
      gradingService: 'PSA',
      grade: '10',
    },
    {
      name: 'Ash Blossom & Joyous Spring',
      gameType: 'Yu-Gi-Oh!',
      setName: 'Maximum Gold',
      priceCents: 350,
      condition: 'Damaged',
      stock: 0,
    },
    { name: 'Trade Binder Black Lotus', priceCents: 99900, forSale: false },
    { name: '100% Pure Ink', gameType: 'Lorcana', setName: 'The First Chapter', priceCents: 1200 },
    { name: 'Benton Bolt', location: 'benton', priceCents: 250 },
  ]);
});

async function list(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/cards?${query}` });
  return { status: response.statusCode, body: response.json() };
}

const names = (body: { items: { name: string }[] }) => body.items.map((card) => card.name);

describe('GET /api/cards', () => {
  it("lists one store's cards with prices as two-decimal strings", async () => {
    const { status, body } = await list('location=nlr');
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    expect(names(body)).not.toContain('Benton Bolt');
    const bolt = body.items.find((card: { name: string }) => card.name === 'Lightning Bolt');
    expect(bolt).toMatchObject({ price: '1.99', finish: 'foil', location: 'nlr', forSale: true });
  });

  it('sorts by name by default and by price on request', async () => {
    expect(names((await list('location=nlr')).body)[0]).toBe('100% Pure Ink');
    expect(names((await list('location=nlr&sort=price')).body)[0]).toBe('Lightning Bolt');
    expect(names((await list('location=nlr&sort=-price')).body)[0]).toBe(
      'Trade Binder Black Lotus',
    );
  });

  it('narrows by game, condition, type, rarity and finish', async () => {
    expect(names((await list('location=nlr&gameType=Pokemon')).body)).toEqual(['Charizard ex']);
    expect(names((await list('location=nlr&condition=Damaged')).body)).toEqual([
      'Ash Blossom & Joyous Spring',
    ]);
    expect(names((await list('location=nlr&type=Instant')).body)).toEqual(['Lightning Bolt']);
    expect(names((await list('location=nlr&rarity=Mythic%20Rare')).body)).toEqual([
      'Sheoldred, the Apocalypse',
    ]);
    expect(names((await list('location=nlr&finish=foil')).body)).toEqual(['Lightning Bolt']);
  });

  it('offers only cards a shopper can buy when asked for available ones', async () => {
    const { body } = await list('location=nlr&available=true');
    expect(names(body)).not.toContain('Trade Binder Black Lotus');
    expect(names(body)).not.toContain('Ash Blossom & Joyous Spring');
    expect(body.total).toBe(4);
  });

  it('narrows to cards for sale, sold-out ones included, in lists and searches alike', async () => {
    const forSale = await list('location=nlr&forSale=true');
    expect(names(forSale.body)).not.toContain('Trade Binder Black Lotus');
    expect(names(forSale.body)).toContain('Ash Blossom & Joyous Spring');
    expect(forSale.body.total).toBe(5);
    expect(names((await list('location=nlr&q=lotus&forSale=true')).body)).toEqual([]);
    expect(names((await list('location=nlr&q=lotus&forSale=false')).body)).toEqual([
      'Trade Binder Black Lotus',
    ]);
  });

  it('searches names, case-insensitively, with wildcards taken literally', async () => {
    expect(names((await list('location=nlr&q=bolt')).body)).toEqual(['Lightning Bolt']);
    expect(names((await list('location=nlr&q=CHARIZARD')).body)).toEqual(['Charizard ex']);
    expect(names((await list('location=nlr&q=100%25')).body)).toEqual(['100% Pure Ink']);
    expect((await list('location=nlr&q=_')).body.total).toBe(0);
  });

  it('pages with a cursor until the last page, without repeats or gaps', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `location=nlr&sort=price&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await list(query);
      expect(status).toBe(200);
      expect(body.total).toBe(6);
      seen.push(...names(body));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(names((await list('location=nlr&sort=price&limit=100')).body));
    expect(new Set(seen).size).toBe(6);
  });

  it('refuses a store that does not exist, naming the field', async () => {
    const { status, body } = await list('location=elsewhere');
    expect(status).toBe(400);
    expect(body.error).toBe('location must be nlr or benton');
    expect(body.fields).toEqual({ location: 'location must be nlr or benton' });
  });

  it('answers a filter value no card has with an empty page', async () => {
    const { status, body } = await list('location=nlr&condition=Mint&gameType=Chess');
    expect(status).toBe(200);
    expect(body).toEqual({ items: [], total: 0, totalCapped: false, nextCursor: null });
  });

  it('refuses bad paging, sorting and filter values with a 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'sort=random',
      'finish=gold',
      'available=yes',
      'cursor=not-a-cursor',
      `q=${'x'.repeat(101)}`,
    ]) {
      const { status, body } = await list(`location=nlr&${query}`);
      expect(status, query).toBe(400);
      expect(typeof body.error, query).toBe('string');
      expect(Object.keys(body.fields ?? {}).length, query).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/cards/:id', () => {
  it('answers one card', async () => {
    const { body } = await list('location=nlr&q=Charizard');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/cards/${body.items[0].id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Charizard ex',
      gradingService: 'PSA',
      grade: '10',
      price: '24.50',
    });
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/cards/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Card not found', code: 'not_found' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/cards/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('id');
  });
});

describe('counting a big result', () => {
  it('counts up to 1,000 and says when there are more', async () => {
    await insertCards(
      ctx.db,
      Array.from({ length: 1005 }, (_, n) => ({
        name: `Bulk Common ${n}`,
        location: 'benton' as const,
      })),
    );
    const { body } = await list('location=benton&q=bulk');
    expect(body.total).toBe(1000);
    expect(body.totalCapped).toBe(true);
    expect(body.items).toHaveLength(24);
  });
});
