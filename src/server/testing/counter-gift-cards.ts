import { beforeAll, expect } from 'vitest';
import { storeDate } from '../../domain/shared/dates.ts';
import { giftCards } from '../db/schema/index.ts';
import { openDrawer, ringUp } from './counter.ts';
import { registerCustomer, type TestCustomer } from './customers.ts';
import { insertMerchandise } from './factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

/**
 * The shop of a counter gift card route test file, filled in before the file's tests run: the
 * owner and North Little Rock's manager signed in, sales tax at 9.5% on cards, merchandise and
 * gift cards, a playmat on the shelf and the drawer open; and the calls that sell and redeem a card.
 */
export function setUpCounterGiftCards() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const as = {} as Record<'owner' | 'nlrManager', Record<string, string>>;
  let playmat = 0;

  beforeAll(async () => {
    await insertEmployees(ctx.db);
    as.owner = await staffHeaders(ctx.app);
    as.nlrManager = await staffHeaders(ctx.app, 'nlr-manager');
    const set = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/sales-tax/settings?location=nlr',
      headers: as.owner,
      payload: { rate: '9.5', taxedKinds: ['card', 'merchandise', 'gift_card'] },
    });
    expect(set.statusCode).toBe(200);
    const [mat] = await insertMerchandise(ctx.db, [
      { name: 'Playmat', priceCents: 1000, stock: 50, sku: 'MAT-9' },
    ]);
    playmat = mat?.id ?? 0;
    await openDrawer(ctx.app, as.nlrManager, { location: 'nlr', float: '100.00' });
  });

  const giftCardLine = (amount: unknown, extra: object = {}) => ({
    itemType: 'gift_card',
    quantity: 1,
    amount,
    ...extra,
  });

  /** A player (a new one unless given) redeems the code on their account. */
  const redeem = async (code: string, player?: TestCustomer) => {
    const redeemer = player ?? (await registerCustomer(ctx.app));
    return ctx.app.inject({
      method: 'POST',
      url: '/api/customers/store-credit/redeem',
      headers: redeemer.auth,
      payload: { code },
    });
  };

  /** A new card of this amount sold to a walk-in for cash: its code, as printed on the receipt. */
  async function cardSoldForCash(amount: string): Promise<string> {
    const sold = await ringUp(ctx.app, as.nlrManager, {
      location: 'nlr',
      lines: [giftCardLine(amount)],
      tenders: [{ method: 'cash', amount }],
    });
    expect(sold.statusCode).toBe(201);
    return sold.json().giftCards[0].code;
  }

  /** The credit report's "on gift cards" figure at today's end, both stores. */
  async function giftCardsOutstanding(): Promise<string> {
    const today = storeDate();
    const report = await ctx.app.inject({
      url: `/api/admin/reports/credit?location=all&from=${today}&to=${today}`,
      headers: as.owner,
    });
    expect(report.statusCode).toBe(200);
    return report.json().totals.giftCardsOutstanding;
  }

  const centsOf = (price: string) => Math.round(Number(price) * 100);

  const cardsCount = async () => (await ctx.db.select({ id: giftCards.id }).from(giftCards)).length;

  return {
    ctx,
    as,
    /** A $10.00 playmat, taxed at 9.5%. */
    get playmat() {
      return playmat;
    },
    giftCardLine,
    redeem,
    cardSoldForCash,
    giftCardsOutstanding,
    centsOf,
    cardsCount,
  };
}
