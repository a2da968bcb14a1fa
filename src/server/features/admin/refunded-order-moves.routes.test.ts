import { beforeAll, describe, expect, it } from 'vitest';
import { orderState } from '../../../domain/orders/order-status.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** A week before the event: a drop is before the cut-off and refunds the entry in full. */
const NOW = new Date('2026-11-23T18:00:00Z');
const ctx = setUpTestApp({ clock: () => NOW, adminPassword: OWNER_PASSWORD });
const { join, leave } = registrationCalls(ctx);
const ids = { event: 0, deckBox: 0 };
let owner: Record<string, string>;

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Refunded Draft', date: '2026-12-02', entryFeeCents: 500, maxParticipants: 8 },
  ]);
  const [deckBox] = await insertMerchandise(ctx.db, [
    { name: 'Refunded Deck Box', priceCents: 1000, stock: 3 },
  ]);
  if (!event || !deckBox) throw new Error('fixture rows missing');
  Object.assign(ids, { event: event.id, deckBox: deckBox.id });
});

async function payAndPlace(
  customer: TestCustomer,
): Promise<{ id: number; orderNumber: string; totalAmount: string }> {
  const { paymentIntentId } = await payCart(ctx.app, customer);
  const placed = await placeOrder(ctx.app, customer, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return placed.json().order;
}

const customerOrder = async (customer: TestCustomer) =>
  (await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth })).json()[0];

const staffOrder = async (orderNumber: string) =>
  (
    await ctx.app.inject({ url: `/api/admin/orders?location=nlr&q=${orderNumber}`, headers: owner })
  ).json()[0];

const move = (id: number, status: string) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}`,
    headers: owner,
    payload: { status },
  });

const salesTotals = async () =>
  (
    await ctx.app.inject({
      url: '/api/admin/reports/sales?location=nlr&from=2026-11-23&to=2026-11-23',
      headers: owner,
    })
  ).json().totals;

describe('an order refunded in full', () => {
  it('reads refunded, not paid, once a paid entry is dropped, and staff can neither hand it over nor cancel it', async () => {
    const player = await registerCustomer(ctx.app);
    expect((await join(player, ids.event)).statusCode).toBe(200);
    const order = await payAndPlace(player);
    expect((await leave(player, ids.event)).statusCode).toBe(204);

    // The API's status stays as the lifecycle has it; what a person reads comes from both fields.
    const mine = await customerOrder(player);
    expect(mine).toMatchObject({
      status: 'paid',
      paymentStatus: 'refunded',
      refundedAmount: '5.00',
    });
    expect(orderState(mine)).toBe('refunded');
    const staffView = await staffOrder(order.orderNumber);
    expect(staffView).toMatchObject({ status: 'paid', paymentStatus: 'refunded' });
    expect(orderState(staffView)).toBe('refunded');
    const customerPage = await ctx.app.inject({
      url: `/api/admin/customers/${player.id}`,
      headers: owner,
    });
    expect(customerPage.json().recentOrders).toEqual([
      expect.objectContaining({ status: 'paid', paymentStatus: 'refunded' }),
    ]);

    const before = await salesTotals();
    expect(before).toMatchObject({ refunds: '5.00', cancelled: 0 });
    for (const [to, error] of [
      [
        'ready_for_pickup',
        'This order has nothing to hand over: event entries are taken up at the event, and gift cards arrive by mail.',
      ],
      [
        'cancelled',
        'All this order paid has been refunded and it holds nothing to hand over: there is nothing left to cancel.',
      ],
    ] as const) {
      const refused = await move(order.id, to);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'invalid_transition', error });
    }
    // Nothing changed: the order, its refund counted once in the owner's report.
    expect(await customerOrder(player)).toMatchObject({
      status: 'paid',
      paymentStatus: 'refunded',
    });
    expect(await salesTotals()).toEqual(before);
  });

  it('is listed under the Orders tab’s Refunded status, not under Paid', async () => {
    const player = await registerCustomer(ctx.app);
    expect((await join(player, ids.event)).statusCode).toBe(200);
    const dropped = await payAndPlace(player);
    expect((await leave(player, ids.event)).statusCode).toBe(204);
    const buyer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, buyer, 'merchandise', ids.deckBox);
    const kept = await payAndPlace(buyer);

    const listed = async (status: string) =>
      (
        await ctx.app.inject({
          url: `/api/admin/orders?location=nlr&status=${status}`,
          headers: owner,
        })
      )
        .json()
        .map((order: { orderNumber: string }) => order.orderNumber);
    const refunded = await listed('refunded');
    const paid = await listed('paid');
    expect(refunded).toContain(dropped.orderNumber);
    expect(refunded).not.toContain(kept.orderNumber);
    expect(paid).toContain(kept.orderNumber);
    expect(paid).not.toContain(dropped.orderNumber);
    const unknown = await ctx.app.inject({
      url: '/api/admin/orders?location=nlr&status=lost',
      headers: owner,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('of goods is not handed over, but may be cancelled to put them back on the shelf', async () => {
    const buyer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, buyer, 'merchandise', ids.deckBox);
    const order = await payAndPlace(buyer);
    const refunded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: owner,
      payload: { amount: order.totalAmount, reason: 'Damaged box', refundTo: 'original' },
    });
    expect(refunded.statusCode).toBe(201);
    expect(orderState(await customerOrder(buyer))).toBe('refunded');

    const ready = await move(order.id, 'ready_for_pickup');
    expect(ready.statusCode).toBe(409);
    expect(ready.json()).toMatchObject({
      code: 'invalid_transition',
      error: 'All this order paid has been refunded: cancel it rather than hand it over.',
    });
    expect((await move(order.id, 'cancelled')).statusCode).toBe(200);
    expect(await customerOrder(buyer)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedAmount: order.totalAmount,
    });
    expect(orderState(await customerOrder(buyer))).toBe('cancelled');
  });
});
