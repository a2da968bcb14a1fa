import { beforeAll, describe, expect, it } from 'vitest';
import { insertMerchandise } from '../../testing/factories.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await insertMerchandise(ctx.db, [
    {
      name: 'Foundations Play Booster Box',
      category: 'Booster Box',
      gameType: 'Magic: The Gathering',
      priceCents: 14999,
      stock: 4,
      supplier: 'Southern Hobby',
      sku: 'MTG-FDN-PBB',
    },
    {
      name: 'Prismatic Evolutions Elite Trainer Box',
      category: 'Elite Trainer Box',
      gameType: 'Pokemon',
      priceCents: 8999,
      stock: 0,
    },
    { name: 'Dragon Shield Matte Sleeves', category: 'Sleeves', priceCents: 1299, stock: 12 },
    { name: 'Benton Playmat', category: 'Playmat', priceCents: 2499, stock: 3, location: 'benton' },
  ]);
});

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

describe('GET /api/merchandise', () => {
  it('hides out-of-stock items unless asked, and never shows the supplier', async () => {
    const { status, body } = await get('/api/merchandise?location=nlr');
    expect(status).toBe(200);
    expect(names(body)).toEqual(['Dragon Shield Matte Sleeves', 'Foundations Play Booster Box']);
    expect(body.items[1]).toMatchObject({ price: '149.99', stock: 4, sku: 'MTG-FDN-PBB' });
    expect(body.items[1]).not.toHaveProperty('supplier');

    const all = await get('/api/merchandise?location=nlr&includeOutOfStock=true');
    expect(all.body.total).toBe(3);
    expect(names(all.body)).toContain('Prismatic Evolutions Elite Trainer Box');
  });

  it('narrows by category, game and search', async () => {
    const byCategory = await get('/api/merchandise?location=nlr&category=Sleeves');
    expect(names(byCategory.body)).toEqual(['Dragon Shield Matte Sleeves']);
    const byGame = await get(
      '/api/merchandise?location=nlr&gameType=Pokemon&includeOutOfStock=true',
    );
    expect(names(byGame.body)).toEqual(['Prismatic Evolutions Elite Trainer Box']);
    const search = await get('/api/merchandise?location=nlr&q=booster');
    expect(names(search.body)).toEqual(['Foundations Play Booster Box']);
  });

  it("keeps each store's stock apart", async () => {
    const { body } = await get('/api/merchandise?location=benton');
    expect(names(body)).toEqual(['Benton Playmat']);
  });

  it('refuses a bad location or flag with the error shape', async () => {
    const bad = await get('/api/merchandise?location=conway');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('location');
    const flag = await get('/api/merchandise?location=nlr&includeOutOfStock=1');
    expect(flag.status).toBe(400);
    expect(flag.body.fields).toHaveProperty('includeOutOfStock');
  });
});

describe('GET /api/merchandise/:id', () => {
  it('answers one item, or 404', async () => {
    const { body } = await get('/api/merchandise?location=benton');
    const one = await get(`/api/merchandise/${body.items[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ name: 'Benton Playmat', price: '24.99', location: 'benton' });
    const missing = await get('/api/merchandise/424242');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Merchandise not found', code: 'not_found' });
  });
});
