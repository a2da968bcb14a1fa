import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderRefunds,
  outbox,
  storeCreditEntries,
  testPaymentIntents,
} from '../../db/schema/index.ts';
import { addToServerCart } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import {
  balanceOf,
  cardRefundedCents,
  issueCredit,
  payWithCreditAndCard,
  refundMails,
} from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** Moved on by the test of a refund the provider refused, so it counts as cut short. */
let now = new Date();
const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD, clock: () => now });
const as = { owner: {}, nlrManager: {}, bentonStaff: {} } as Record<
  'owner' | 'nlrManager' | 'bentonStaff',
  Record<string, string>
>;
let boxId = 0;

beforeAll(async () => {
  Object.assign(as, await signInStaffTeam(ctx));
  const [box] = await insertMerchandise(ctx.db, [
    { name: 'Booster Box', priceCents: 3000, stock: 50 },
  ]);
  boxId = box?.id ?? 0;
});

/** A $30.00 box bought at North Little Rock with $10.00 of credit and $20.00 by card. */
async function paidOrder() {
  const customer = await registerCustomer(ctx.app, { firstName: 'Casey' });
  await issueCredit(ctx.app, as.owner, customer, '10.00');
  await addToServerCart(ctx.app, customer, 'merchandise', boxId);
  const paid = await payWithCreditAndCard(ctx.app, customer, '10.00');
  return { customer, orderId: paid.order.id as number, paymentIntentId: paid.paymentIntentId };
}

const refund = (headers: Record<string, string>, orderId: number, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers,
    payload,
  });

const orderOf = async (customer: TestCustomer) =>
  (await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth })).json()[0];

const written = async () => ({
  refunds: (await ctx.db.select({ n: count() }).from(orderRefunds))[0]?.n,
  entries: (await ctx.db.select({ n: count() }).from(storeCreditEntries))[0]?.n,
});

describe('staff refunding part of a paid order', () => {
  it('splits the refund over credit and card in proportion to what each paid, and mails where it went', async () => {
    const { customer, orderId, paymentIntentId } = await paidOrder();
    const response = await refund(as.nlrManager, orderId, {
      amount: '6.00',
      reason: 'Damaged box',
    });
    expect(response.statusCode).toBe(201);

    expect(await balanceOf(ctx.app, customer)).toBe('2.00');
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(400);
    expect(await orderOf(customer)).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: '6.00',
      tenders: [
        { method: 'store_credit', amount: '10.00' },
        { method: 'card', amount: '20.00' },
      ],
      refunds: [
        { amount: '2.00', method: 'store_credit', reason: 'Damaged box' },
        { amount: '4.00', method: 'card', reason: 'Damaged box' },
      ],
    });
    const [placedMail] = await ctx.db
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.toAddress, customer.email), eq(outbox.kind, 'order_placed')));
    expect(placedMail?.text).toContain('Paid by Store credit $10.00 · Card $20.00');
    const [mail] = await refundMails(ctx.db, customer.email);
    expect(mail?.subject).toContain('$6.00 refunded');
    expect(mail?.text).toContain('$2.00 to your store credit');
    expect(mail?.text).toContain('$4.00 to your card');
  });

  it('puts the whole amount on store credit when the customer asks, recorded as such', async () => {
    const { customer, orderId, paymentIntentId } = await paidOrder();
    const response = await refund(as.owner, orderId, {
      amount: '5.00',
      reason: 'Price match',
      refundTo: 'store_credit',
    });
    expect(response.statusCode).toBe(201);

    expect(await balanceOf(ctx.app, customer)).toBe('5.00');
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(0);
    expect((await orderOf(customer)).refunds).toEqual([
      {
        amount: '5.00',
        method: 'store_credit',
        reason: "Price match (store credit at the customer's request)",
        createdAt: expect.any(String),
      },
    ]);
    const [mail] = await refundMails(ctx.db, customer.email);
    expect(mail?.text).toContain('$5.00 to your store credit');
  });

  it('refuses more than is left unrefunded with 409 refund_exceeds_paid, writing nothing', async () => {
    const { customer, orderId } = await paidOrder();
    expect((await refund(as.owner, orderId, { amount: '25.00', reason: 'Part' })).statusCode).toBe(
      201,
    );
    const before = await written();
    const response = await refund(as.owner, orderId, { amount: '5.01', reason: 'Too much' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'refund_exceeds_paid',
      fields: { amount: expect.stringContaining('$5.00') },
    });
    expect(await written()).toEqual(before);

    expect((await refund(as.owner, orderId, { amount: '5.00', reason: 'Rest' })).statusCode).toBe(
      201,
    );
    expect(await orderOf(customer)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: '30.00',
    });
    // Refunded whole, the goods are not handed over as well.
    const handedOver = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: as.owner,
      payload: { status: 'ready_for_pickup' },
    });
    expect(handedOver.statusCode).toBe(409);
    expect(handedOver.json().code).toBe('invalid_transition');
    expect((await orderOf(customer)).status).toBe('paid');
    // Nor does it wait in the pickup queue.
    const queue = await ctx.app.inject({
      url: '/api/admin/reports/pickup-queue?location=nlr',
      headers: as.owner,
    });
    const waiting = queue.json().items.map((order: { orderNumber: string }) => order.orderNumber);
    expect(waiting).not.toContain((await orderOf(customer)).orderNumber);
  });

  it('lets only staff of the order’s store refund it: 403 for another store or a customer, 401 signed out', async () => {
    const { orderId } = await paidOrder();
    const before = await written();
    const otherStore = await refund(as.bentonStaff, orderId, { amount: '1.00', reason: 'x' });
    expect(otherStore.statusCode).toBe(403);

    const customer = await registerCustomer(ctx.app);
    const asCustomer = await refund(customer.auth, orderId, { amount: '1.00', reason: 'x' });
    expect(asCustomer.statusCode).toBe(403);
    const anonymous = await refund({}, orderId, { amount: '1.00', reason: 'x' });
    expect(anonymous.statusCode).toBe(401);
    expect(await written()).toEqual(before);
  });

  it('refuses a bad amount or a missing reason with 400 at its field, writing nothing', async () => {
    const { orderId } = await paidOrder();
    const before = await written();
    for (const amount of ['0', '0.00', '5.001', '-1.00', 'five']) {
      const response = await refund(as.owner, orderId, { amount, reason: 'Damaged' });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { amount: expect.any(String) },
      });
    }
    const noReason = await refund(as.owner, orderId, { amount: '1.00', reason: '  ' });
    expect(noReason.json()).toMatchObject({ fields: { reason: 'Required' } });
    const badTo = await refund(as.owner, orderId, {
      amount: '1.00',
      reason: 'x',
      refundTo: 'cash',
    });
    expect(badTo.statusCode).toBe(400);
    expect(await written()).toEqual(before);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await refund(as.owner, 999_999, { amount: '1.00', reason: 'x' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a card refund the provider refused owed, and sends it once when tried again', async () => {
    const { orderId, paymentIntentId } = await paidOrder();
    const setCard = (status: string) =>
      ctx.db
        .update(testPaymentIntents)
        .set({ status })
        .where(eq(testPaymentIntents.id, paymentIntentId));
    await setCard('processing');
    expect((await refund(as.owner, orderId, { amount: '6.00', reason: 'Late' })).statusCode).toBe(
      201,
    );
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(0);
    const [owed] = await ctx.db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.method, 'card')));
    expect(owed).toMatchObject({ amountCents: 400, refundedAt: null });

    await setCard('succeeded');
    now = new Date(now.getTime() + 11 * 60 * 1000);
    // Any later refund sends what is owed first; the sweeper does the same every half minute.
    for (let again = 0; again < 2; again += 1) {
      const more = await refund(as.owner, orderId, {
        amount: '1.00',
        reason: 'Goodwill',
        refundTo: 'store_credit',
      });
      expect(more.statusCode).toBe(201);
    }
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(400);
  });

  it('refunds what is left on cancelling, through the same split, and mails it', async () => {
    const { customer, orderId, paymentIntentId } = await paidOrder();
    await refund(as.owner, orderId, { amount: '3.00', reason: 'Dented box' });
    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${orderId}`,
      headers: as.owner,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await balanceOf(ctx.app, customer)).toBe('10.00');
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(2000);
    expect(await orderOf(customer)).toMatchObject({
      paymentStatus: 'refunded',
      refundedAmount: '30.00',
    });
    const [, mail] = await refundMails(ctx.db, customer.email);
    expect(mail?.subject).toContain('$27.00 refunded');
    expect(mail?.text).toContain('$9.00 to your store credit');
    expect(mail?.text).toContain('$18.00 to your card');
  });
});
