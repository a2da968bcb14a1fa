import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { giftCards, outbox } from '../db/schema/index.ts';
import { payCart, placeOrder } from './checkout.ts';
import type { TestCustomer } from './customers.ts';
import { OWNER_PASSWORD } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

const CODE_IN_MAIL = /\b([A-Z0-9]{4})-([A-Z0-9]{4})-([A-Z0-9]{4})-([A-Z0-9]{4})\b/;

/**
 * The shop of a gift card route test file, filled in before the file's tests run: three wrong
 * codes an account and five an address before the redeem waits; and the calls that choose,
 * buy and redeem a card and read a balance.
 */
export function setUpGiftCards() {
  const ctx = setUpTestApp({
    adminPassword: OWNER_PASSWORD,
    limits: { wrongGiftCodesPerAccount: 3, wrongGiftCodesPerAddress: 5 },
  });

  const chooseCard = (buyer: TestCustomer, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/gift-cards',
      headers: buyer.auth,
      payload: { location: 'nlr', ...payload },
    });

  const redeem = (customer: TestCustomer, code: string, address = customer.address) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/customers/store-credit/redeem',
      headers: customer.auth,
      remoteAddress: address,
      payload: { code },
    });

  const balanceOf = async (customer: TestCustomer) =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/customers/store-credit',
        headers: customer.auth,
      })
    ).json();

  /** The code in the newest gift-card mail to this address. */
  async function mailedCode(to: string): Promise<string> {
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, to), eq(outbox.kind, 'gift_card_delivered')));
    const match = CODE_IN_MAIL.exec(mails.at(-1)?.text ?? '');
    if (!match) throw new Error(`no gift card code mailed to ${to}`);
    return match[0];
  }

  /** Chooses a card, pays for it with the test card and answers every API answer on the way and the code mailed. */
  async function buyCard(buyer: TestCustomer, payload: Record<string, unknown>) {
    const chosen = await chooseCard(buyer, payload);
    expect(chosen.statusCode).toBe(200);
    const paid = await payCart(ctx.app, buyer);
    const order = await placeOrder(ctx.app, buyer, paid.paymentIntentId);
    expect(order.statusCode).toBe(200);
    const orders = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: buyer.auth,
    });
    const to = typeof payload.recipientEmail === 'string' ? payload.recipientEmail : buyer.email;
    return {
      code: await mailedCode(to),
      total: paid.total,
      answers: [chosen.body, paid.confirmation.body, order.body, orders.body],
    };
  }

  const cardsCount = async () => (await ctx.db.select({ n: count() }).from(giftCards))[0]?.n;

  return { ctx, chooseCard, redeem, balanceOf, mailedCode, buyCard, cardsCount };
}
