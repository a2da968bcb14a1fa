import { beforeAll, describe, expect, it } from 'vitest';
import { storeDate } from '../../../domain/shared/dates.ts';
import { giftCards } from '../../db/schema/index.ts';
import { openDrawer, ringUp } from '../../testing/counter.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { balanceOf, issueCredit } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';
import { hashGiftCode } from '../gift-cards/gift-card-codes.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
const as = {} as Record<'owner' | 'manager', Record<string, string>>;
const today = storeDate();
const customers = {} as Record<'regular' | 'holder', TestCustomer>;
const CUSTOMER_CARD = 'ACDEFGHJKMNPQR34';
const WALK_IN_CARD = 'TVWXY34679ACDEFG';

interface Sale {
  receiptNumber: string;
  lines: { lineId: number }[];
}

async function sale(payload: object): Promise<Sale> {
  const response = await ringUp(ctx.app, as.manager, { location: 'nlr', ...payload });
  if (response.statusCode !== 201) throw new Error(`the sale failed: ${response.body}`);
  return response.json();
}

async function giftCard(code: string, amountCents: number, buyer: TestCustomer) {
  await ctx.db.insert(giftCards).values({
    location: 'nlr',
    buyerCustomerId: buyer.id,
    amountCents,
    status: 'issued',
    codeHash: hashGiftCode(code),
    lastFour: code.slice(-4),
    issuedAt: new Date(),
  });
}

/**
 * A day at North Little Rock, a $10.00 playmat taxed at 9.5% ($10.95 each), worked by hand:
 * - a walk-in pays one in cash: $10.95;
 * - staff issue a regular $20.00 by hand, who buys two paying $15.00 in store credit and $6.90
 *   by card, then brings one back to store credit: $10.95 ($10.00 and $0.95 tax);
 * - a customer buys one with a $50.00 gift card: the card's $50.00 is loaded onto their credit
 *   and $10.95 spent from it, so $39.05 stays as their credit;
 * - a walk-in buys one with a $25.00 gift card: $10.95 comes off the card.
 * By tender: card $6.90, store credit $15.00, gift card 2 for $21.90, cash $10.95, together the
 * four sales' $54.75. Credit spent is the $15.00 tendered, not the ledger's $25.95 of spends;
 * credit issued is the $20.00 given by hand, not with the $10.95 return beside it.
 */
beforeAll(async () => {
  await insertEmployees(ctx.db);
  as.owner = await staffHeaders(ctx.app);
  as.manager = await staffHeaders(ctx.app, 'nlr-manager');
  await setStoreTax(ctx.db, 'nlr', 9500, ['merchandise']);
  const [mat] = await insertMerchandise(ctx.db, [{ name: 'Playmat', priceCents: 1000, stock: 20 }]);
  const playmats = (quantity: number) => [
    { itemType: 'merchandise', itemId: mat?.id ?? 0, quantity },
  ];
  await openDrawer(ctx.app, as.manager, { location: 'nlr', float: '50.00' });

  await sale({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });

  customers.regular = await registerCustomer(ctx.app);
  await issueCredit(ctx.app, as.owner, customers.regular, '20.00');
  const partCredit = await sale({
    customerId: customers.regular.id,
    lines: playmats(2),
    tenders: [
      { method: 'store_credit', amount: '15.00' },
      { method: 'card', amount: '6.90' },
    ],
  });

  customers.holder = await registerCustomer(ctx.app);
  await giftCard(CUSTOMER_CARD, 5000, customers.holder);
  await sale({
    customerId: customers.holder.id,
    lines: playmats(1),
    tenders: [{ method: 'gift_card', amount: '10.95', code: CUSTOMER_CARD }],
  });

  await giftCard(WALK_IN_CARD, 2500, customers.holder);
  await sale({
    lines: playmats(1),
    tenders: [{ method: 'gift_card', amount: '10.95', code: WALK_IN_CARD }],
  });

  const returned = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/counter/returns',
    headers: as.manager,
    payload: {
      location: 'nlr',
      receiptNumber: partCredit.receiptNumber,
      lines: [{ lineId: partCredit.lines[0]?.lineId, quantity: 1, restock: true }],
      refundTo: 'store_credit',
    },
  });
  if (returned.statusCode !== 201) throw new Error(`the return failed: ${returned.body}`);
});

describe('the end of day’s store credit and gift cards', () => {
  it('agree with the tenders: credit spent is what was tendered, each other movement on its own line', async () => {
    const response = await ctx.app.inject({
      url: `/api/admin/reports/end-of-day?location=nlr&date=${today}`,
      headers: as.manager,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sales: 4,
      gross: '50.00',
      returns: '10.00',
      net: '40.00',
      tax: '3.80',
      byTender: [
        { method: 'card', count: 1, amount: '6.90' },
        { method: 'store_credit', count: 1, amount: '15.00' },
        { method: 'gift_card', count: 2, amount: '21.90' },
        { method: 'cash', count: 1, amount: '10.95' },
      ],
      giftCardsSold: { count: 0, amount: '0.00' },
      giftCardsRedeemed: { count: 1, amount: '50.00' },
      creditIssued: '20.00',
      creditRefunded: '10.95',
      creditSpent: '15.00',
    });
    // The ledger agrees: $20.00 − $15.00 + $10.95, and the card's $50.00 − $10.95.
    expect(await balanceOf(ctx.app, customers.regular)).toBe('15.95');
    expect(await balanceOf(ctx.app, customers.holder)).toBe('39.05');
  });

  it('writes the same lines in the CSV', async () => {
    const response = await ctx.app.inject({
      url: `/api/admin/reports/end-of-day?location=nlr&date=${today}&format=csv`,
      headers: as.manager,
    });
    expect(response.body.trim().split('\n')).toEqual(
      expect.arrayContaining([
        'tender,store_credit,1,15.00',
        'gift cards,redeemed to store credit,1,50.00',
        'store credit,issued,,20.00',
        'store credit,spent,,15.00',
        'store credit,refunded,,10.95',
      ]),
    );
  });
});
