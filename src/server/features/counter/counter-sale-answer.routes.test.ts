import { beforeAll, describe, expect, it } from 'vitest';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { setUpMailTestApp } from '../../testing/mail-test-app.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { issueCredit } from '../../testing/store-credit.ts';

/**
 * A sale's answer is made from the lines and tenders as the sale wrote them, not read back:
 * it must be the very receipt the sale's number reads afterwards.
 */
const ctx = setUpMailTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<'owner' | 'nlrManager' | 'bentonStaff', Record<string, string>>;
/** A $10.00 deck box and a $4.00 sleeve pack at North Little Rock, taxed at 8.5%. */
const items = { deckBox: 0, sleeves: 0 };

const receiptOf = (receiptNumber: string) =>
  ctx.app.inject({ url: `/api/admin/counter/sales/${receiptNumber}`, headers: as.nlrManager });

beforeAll(async () => {
  Object.assign(as, await signInStaffTeam(ctx));
  await setStoreTax(ctx.db, 'nlr', 8500);
  const [deckBox, sleeves] = await insertMerchandise(ctx.db, [
    { name: 'Deck box', priceCents: 1000, stock: 50 },
    { name: 'Sleeve pack', priceCents: 400, stock: 50 },
  ]);
  items.deckBox = deckBox?.id ?? 0;
  items.sleeves = sleeves?.id ?? 0;
  await openDrawer(ctx.app, as.nlrManager, { location: 'nlr', float: '100.00' });
});

describe('a counter sale’s answer', () => {
  it('is its receipt as read back, for a walk-in paying cash on two lines', async () => {
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [
        { itemType: 'merchandise', itemId: items.deckBox, quantity: 2 },
        { itemType: 'merchandise', itemId: items.sleeves, quantity: 1 },
      ],
      tenders: [{ method: 'cash', amount: '26.04', tendered: '30.00' }],
    });
    expect(sold.statusCode).toBe(201);
    const answer = sold.json();
    expect(answer).toMatchObject({ stampsEarned: 0, creditLeft: null, change: '3.96' });
    expect(answer.lines.map((line: { name: string }) => line.name)).toEqual([
      'Deck box',
      'Sleeve pack',
    ]);
    expect((await receiptOf(answer.receiptNumber)).json()).toEqual(answer);
  });

  it('is its receipt as read back, for a customer paying part in credit, part by card', async () => {
    const customer = await registerCustomer(ctx.app, { firstName: 'Ada', lastName: 'Reyes' });
    await issueCredit(ctx.app, as.owner, customer, '8.00');
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      customerId: customer.id,
      lines: [{ itemType: 'merchandise', itemId: items.deckBox, quantity: 1 }],
      tenders: [
        { method: 'store_credit', amount: '5.00' },
        { method: 'card', amount: '5.85', cardBrand: 'Visa', last4: '4242' },
      ],
    });
    expect(sold.statusCode).toBe(201);
    const answer = sold.json();
    expect(answer).toMatchObject({ stampsEarned: 1, creditLeft: '3.00' });
    expect(answer.tenders.map((tender: { method: string }) => tender.method)).toEqual([
      'store_credit',
      'card',
    ]);
    expect((await receiptOf(answer.receiptNumber)).json()).toEqual(answer);
  });
});
