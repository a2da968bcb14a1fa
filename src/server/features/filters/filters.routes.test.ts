import { beforeAll, describe, expect, it } from 'vitest';
import { cardFilters, merchandiseFilters } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

beforeAll(async () => {
  await ctx.db.insert(cardFilters).values([
    { filterType: 'type', value: 'Instant' },
    { filterType: 'condition', value: 'Near Mint' },
  ]);
  await ctx.db
    .insert(merchandiseFilters)
    .values([{ filterType: 'category', value: 'Booster Box' }]);
});

describe('filter lists', () => {
  it('GET /api/card-filters lists the card filters with ids', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/card-filters' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        filterType: 'condition',
        value: 'Near Mint',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        filterType: 'type',
        value: 'Instant',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('GET /api/merchandise-filters lists the merchandise filters apart from the card ones', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/merchandise-filters' });
    expect(response.json()).toEqual([
      {
        id: expect.any(Number),
        filterType: 'category',
        value: 'Booster Box',
        createdAt: expect.any(String),
      },
    ]);
  });
});
