import { beforeAll, describe, expect, it } from 'vitest';
import type { CounterLookup } from '../../../domain/counter/counter-lookup.contract.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let staff: Record<string, string> = {};
let nimble = 0;

async function lookup(q: string): Promise<CounterLookup> {
  const response = await ctx.app.inject({
    url: `/api/admin/counter/lookup?location=nlr&q=${encodeURIComponent(q)}`,
    headers: staff,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const listed = (found: CounterLookup) => found.items.map((item) => `${item.itemType} ${item.name}`);

beforeAll(async () => {
  await insertEmployees(ctx.db);
  staff = await staffHeaders(ctx.app, 'nlr-manager');
  const [card] = await insertCards(ctx.db, [
    { name: 'Ragavan, Nimble Pilferer', setName: 'Modern Horizons 2', priceCents: 4500, stock: 3 },
    { name: 'Nimble Trickster', stock: 0 },
    { name: 'Nimble Blade Binder Copy', forSale: false },
    { name: 'Nimble Mongoose', location: 'benton' },
  ]);
  nimble = card?.id ?? 0;
  await insertMerchandise(ctx.db, [
    { name: 'Booster Box', priceCents: 14000, stock: 4, sku: 'BOX-1', barcode: '0123456789012' },
    { name: 'Sleeves', priceCents: 1000, stock: 20, sku: '0123456789012-S' },
  ]);
  await openDrawer(ctx.app, staff, { location: 'nlr', float: '100.00' });
});

describe('Scan or search', () => {
  it("finds the store's cards for sale by a word of their name, sold-out ones shown as such", async () => {
    const found = await lookup('nimble');
    expect(found.exact).toBe(false);
    expect(listed(found)).toEqual(['card Nimble Trickster', 'card Ragavan, Nimble Pilferer']);
    expect(found.items[1]).toEqual({
      itemType: 'card',
      itemId: nimble,
      name: 'Ragavan, Nimble Pilferer',
      price: '45.00',
      stock: 3,
      sku: null,
      barcode: null,
      detail: 'Modern Horizons 2 · Near Mint',
    });
    expect(found.items[0]?.stock).toBe(0);
  });

  it('puts the product whose barcode is the code first, marked exact, and only it', async () => {
    const found = await lookup('0123456789012');
    expect(found.exact).toBe(true);
    expect(found.items[0]).toMatchObject({
      itemType: 'merchandise',
      name: 'Booster Box',
      price: '140.00',
      stock: 4,
      barcode: '0123456789012',
    });
    expect(listed(found)).toEqual(['merchandise Booster Box']);
  });

  it('matches a SKU exactly, not as a part of a longer one', async () => {
    const found = await lookup('0123456789012-S');
    expect(found.exact).toBe(true);
    expect(listed(found)).toEqual(['merchandise Sleeves']);
    expect((await lookup('BOX')).exact).toBe(false);
  });

  it('shows the stock a sale left in the very next lookup', async () => {
    const sale = await ringUp(ctx.app, staff, {
      location: 'nlr',
      lines: [{ itemType: 'card', itemId: nimble, quantity: 2 }],
      tenders: [{ method: 'card', amount: '90.00' }],
    });
    expect(sale.statusCode).toBe(201);
    const after = await lookup('ragavan');
    expect(after.items).toEqual([expect.objectContaining({ itemId: nimble, stock: 1 })]);
  });
});
