import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerOrders, merchandise } from '../../db/schema/index.ts';
import { ringUp } from '../../testing/counter.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let manager: Record<string, string> = {};
/** A $10.00 deck box at North Little Rock, with no tax set. */
let box = 0;

beforeAll(async () => {
  ({ nlrManager: manager } = await signInStaffTeam(ctx));
  const [item] = await insertMerchandise(ctx.db, [
    { name: 'Deck box', priceCents: 1000, stock: 50 },
  ]);
  box = item?.id ?? 0;
});

const stockAndOrders = async () => [
  (
    await ctx.db
      .select({ stock: merchandise.stock })
      .from(merchandise)
      .where(eq(merchandise.id, box))
  )[0]?.stock,
  (await ctx.db.select({ n: count() }).from(customerOrders))[0]?.n,
];

const sale = (extra: Record<string, unknown>, line: Record<string, unknown> = {}) =>
  ringUp(ctx.app, manager, {
    location: 'nlr',
    lines: [{ itemType: 'merchandise', itemId: box, quantity: 1, ...line }],
    tenders: [{ method: 'card', amount: '10.00' }],
    ...extra,
  });

describe('a counter sale outside what the shop takes', () => {
  it('names the customer field when no customer has that id, and writes nothing', async () => {
    const before = await stockAndOrders();
    const refused = await sale({ customerId: 999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ customerId: 'No customer of that id' });
    expect(await stockAndOrders()).toEqual(before);
  });

  it('refuses a sale above $9,999,999.99 on its lines, writing nothing', async () => {
    const before = await stockAndOrders();
    const refused = await sale(
      { tenders: [{ method: 'card', amount: '9999999.99' }] },
      { quantity: 2, unitPrice: '9999999.99', priceReason: 'Test of the limit' },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.lines).toMatch(/at most \$9,999,999\.99/);
    expect(await stockAndOrders()).toEqual(before);
  });

  it('refuses a percentage over 100', async () => {
    const refused = await sale({ discount: { percent: '100.99', reason: 'Too much' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('discount.percent');
  });
});

describe('a sale that comes to nothing', () => {
  it('completes with no tender, given away whole by a manager', async () => {
    const [stockBefore] = await stockAndOrders();
    const given = await sale({ tenders: [], discount: { percent: '100', reason: 'Prize' } });
    expect(given.statusCode).toBe(201);
    expect(given.json()).toMatchObject({ total: '0.00', tenders: [] });
    expect((await stockAndOrders())[0]).toBe((stockBefore ?? 0) - 1);
  });

  it('still asks for the money when the sale comes to something', async () => {
    const unpaid = await sale({ tenders: [] });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('payment_incomplete');
  });
});
