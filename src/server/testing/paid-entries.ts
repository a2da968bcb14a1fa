import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { testPaymentIntents } from '../db/schema/index.ts';
import { CARDS, payCart, placeOrder } from './checkout.ts';
import type { TestCustomer } from './customers.ts';
import { insertTournaments } from './factories.ts';
import { registrationCalls } from './registrations.ts';
import { OWNER_PASSWORD } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

/**
 * The shop of a paid-entry route test file, on a clock the tests move to let holds and offers
 * lapse and cut-offs pass; and the calls that register for an event, pay for the entry and read
 * what was refunded.
 */
export function setUpPaidEntries() {
  const clock = { now: new Date('2026-11-23T18:00:00Z') };
  const ctx = setUpTestApp({ clock: () => clock.now, adminPassword: OWNER_PASSWORD });
  const { join, leave, event } = registrationCalls(ctx);

  /** Registers, then pays for the entry the register put in the cart; answers the payment intent. */
  async function registerAndPay(customer: TestCustomer, id: number, card: string = CARDS.succeeds) {
    const answer = await join(customer, id);
    expect(answer.json()).toMatchObject({ status: 'held', toPay: { itemType: 'event_entry' } });
    const paid = await payCart(ctx.app, customer, card);
    if (card === CARDS.succeeds) {
      expect((await placeOrder(ctx.app, customer, paid.paymentIntentId)).statusCode).toBe(200);
    }
    return paid.paymentIntentId;
  }

  async function newEvent(row: Parameters<typeof insertTournaments>[1][number]): Promise<number> {
    const [inserted] = await insertTournaments(ctx.db, [row]);
    if (!inserted) throw new Error('no event inserted');
    return inserted.id;
  }

  const refundedCents = async (intentId: string) =>
    (
      await ctx.db
        .select({ refunded: testPaymentIntents.refundedCents })
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.id, intentId))
    )[0]?.refunded;

  return { ctx, clock, join, leave, event, registerAndPay, newEvent, refundedCents };
}
