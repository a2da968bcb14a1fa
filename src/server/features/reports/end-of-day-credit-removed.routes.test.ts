import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { balanceOf } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<'owner' | 'manager', Record<string, string>>;
const today = storeDate();
const customers = {} as Record<'ava' | 'ben', TestCustomer>;

/** The owner writes a hand entry on the customer's credit at a store. */
async function entry(
  customer: TestCustomer,
  kind: 'issued' | 'adjustment',
  amount: string,
  location: Location = 'nlr',
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customer.id}/store-credit`,
    headers: as.owner,
    payload: { amount, kind, location, note: 'Counted again' },
  });
  if (response.statusCode !== 201) throw new Error(`the entry failed: ${response.body}`);
}

/**
 * A day of store credit at North Little Rock, worked by hand ($10.00 playmat, 9.5% tax):
 * - Ava is issued $30.00, then adjusted down $7.50, then spends $10.95 of it at the counter;
 * - Ben is issued $5.00, adjusted up $2.00 and down $1.25;
 * - at Benton, Ben is issued $5.00 and adjusted down $4.00, which is Benton's day, not this one.
 * Issued $30.00 + $5.00 + $2.00 = $37.00; removed $7.50 + $1.25 = $8.75; spent $10.95. What the
 * two hold from North Little Rock's day: $37.00 − $8.75 − $10.95 = $17.30 ($11.55 and $5.75).
 */
beforeAll(async () => {
  await insertEmployees(ctx.db);
  as.owner = await staffHeaders(ctx.app);
  as.manager = await staffHeaders(ctx.app, 'nlr-manager');
  await setStoreTax(ctx.db, 'nlr', 9500, ['merchandise']);
  const [mat] = await insertMerchandise(ctx.db, [{ name: 'Playmat', priceCents: 1000, stock: 5 }]);
  await openDrawer(ctx.app, as.manager, { location: 'nlr', float: '50.00' });

  customers.ava = await registerCustomer(ctx.app);
  await entry(customers.ava, 'issued', '30.00');
  await entry(customers.ava, 'adjustment', '-7.50');
  const sold = await ringUp(ctx.app, as.manager, {
    location: 'nlr',
    customerId: customers.ava.id,
    lines: [{ itemType: 'merchandise', itemId: mat?.id ?? 0, quantity: 1 }],
    tenders: [{ method: 'store_credit', amount: '10.95' }],
  });
  if (sold.statusCode !== 201) throw new Error(`the sale failed: ${sold.body}`);

  customers.ben = await registerCustomer(ctx.app);
  await entry(customers.ben, 'issued', '5.00');
  await entry(customers.ben, 'adjustment', '2.00');
  await entry(customers.ben, 'adjustment', '-1.25');
  await entry(customers.ben, 'issued', '5.00', 'benton');
  await entry(customers.ben, 'adjustment', '-4.00', 'benton');
});

const endOfDay = (location: Location, format = 'json') =>
  ctx.app.inject({
    url: `/api/admin/reports/end-of-day?location=${location}&date=${today}&format=${format}`,
    headers: as.owner,
  });

describe('the end of day’s credit removed by staff', () => {
  it('lists the downward adjustments apart from the credit issued, so the day reconciles with the ledger', async () => {
    const response = await endOfDay('nlr');
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report).toMatchObject({
      creditIssued: '37.00',
      creditRemoved: '8.75',
      creditSpent: '10.95',
      creditRefunded: '0.00',
      giftCardsRedeemed: { count: 0, amount: '0.00' },
    });
    expect(await balanceOf(ctx.app, customers.ava)).toBe('11.55');
    // Ben's $6.75 is North Little Rock's $5.75 and Benton's $1.00.
    expect(await balanceOf(ctx.app, customers.ben)).toBe('6.75');
  });

  it('keeps each store’s adjustments on its own day', async () => {
    expect((await endOfDay('benton')).json()).toMatchObject({
      creditIssued: '5.00',
      creditRemoved: '4.00',
    });
  });

  it('writes the line in the CSV', async () => {
    const response = await endOfDay('nlr', 'csv');
    expect(response.body.trim().split('\n')).toEqual(
      expect.arrayContaining(['store credit,issued,,37.00', 'store credit,removed,,8.75']),
    );
  });
});
