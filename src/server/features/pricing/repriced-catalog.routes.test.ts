import { beforeAll, describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  await insertCards(ctx.db, [
    {
      name: 'Pricey Alpha',
      setName: 'Repriced',
      setCode: 'RPR',
      collectorNumber: '1',
      priceCents: 100,
    },
    {
      name: 'Pricey Beta',
      setName: 'Repriced',
      setCode: 'RPR',
      collectorNumber: '2',
      priceCents: 200,
    },
    {
      name: 'Pricey Gamma',
      setName: 'Repriced',
      setCode: 'RPR',
      collectorNumber: '3',
      priceCents: 300,
    },
  ]);
});

/** Previews and applies, changes waiting for review too, the shop's price file of these rows. */
async function reprice(rows: [name: string, number: string, market: string][]) {
  const body = multipartBody(
    { location: 'nlr' },
    {
      field: 'file',
      filename: 'prices.csv',
      type: 'text/csv',
      content: Buffer.from(
        [
          'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price',
          ...rows.map(
            ([name, number, market]) =>
              `Magic: The Gathering,${name},RPR,${number},Near Mint,Non-foil,English,${market}`,
          ),
        ].join('\n'),
      ),
    },
  );
  const previewed = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/prices/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
  expect(previewed.statusCode, previewed.body).toBe(201);
  const applied = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/prices/imports/${previewed.json().id}/apply`,
    headers: owner,
    payload: { approve: 'all' },
  });
  expect(applied.statusCode, applied.body).toBe(200);
}

const byPrice = async () => {
  const response = await ctx.app.inject({ url: '/api/cards?location=nlr&q=Pricey&sort=price' });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .items.map((card: { name: string; price: string }) => [card.name, card.price]);
};

describe('a repriced card', () => {
  it('shows its new price in search at once, in price order', async () => {
    expect(await byPrice()).toEqual([
      ['Pricey Alpha', '1.00'],
      ['Pricey Beta', '2.00'],
      ['Pricey Gamma', '3.00'],
    ]);
    await reprice([
      ['Pricey Alpha', '1', '5.00'],
      ['Pricey Gamma', '3', '1.50'],
    ]);
    expect(await byPrice()).toEqual([
      ['Pricey Gamma', '1.50'],
      ['Pricey Beta', '2.00'],
      ['Pricey Alpha', '5.00'],
    ]);
    const page = await ctx.app.inject({ url: '/api/cards?location=nlr&sort=-price&limit=1' });
    expect(page.json().items[0]).toMatchObject({ name: 'Pricey Alpha', price: '5.00' });
  });

  it('moves its buylist price with it', async () => {
    const buyPrice = async () => {
      const response = await ctx.app.inject({ url: '/api/buylist?location=nlr&q=Pricey%20Beta' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items[0];
    };
    expect(await buyPrice()).toMatchObject({ name: 'Pricey Beta', cashPrice: '1.00' });
    await reprice([['Pricey Beta', '2', '4.00']]);
    expect(await buyPrice()).toMatchObject({ cashPrice: '2.00', creditPrice: '2.40' });
  });
});
