import { beforeAll, describe, expect, it } from 'vitest';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { insertCards, insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** A week before the events below: every drop is before the cut-off and refunds the entry. */
const NOW = new Date('2026-11-23T18:00:00Z');
const ctx = setUpTestApp({ clock: () => NOW, adminPassword: OWNER_PASSWORD });
const { join, leave } = registrationCalls(ctx);
const ids = { event: 0, card: 0 };

beforeAll(async () => {
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Refund Night', date: '2026-12-02', entryFeeCents: 1500, maxParticipants: 8 },
  ]);
  const [card] = await insertCards(ctx.db, [{ name: 'Lightning Bolt', priceCents: 500, stock: 5 }]);
  if (!event || !card) throw new Error('fixture rows missing');
  Object.assign(ids, { event: event.id, card: card.id });
});

/** Holds a seat, puts whatever else is asked in the same cart, and pays: the order's number. */
async function payEntry(customer: TestCustomer, withCard = false): Promise<string> {
  expect((await join(customer, ids.event)).statusCode).toBe(200);
  if (withCard) await addToServerCart(ctx.app, customer, 'card', ids.card);
  const { paymentIntentId } = await payCart(ctx.app, customer);
  const placed = await placeOrder(ctx.app, customer, paymentIntentId);
  expect(placed.statusCode).toBe(200);
  return placed.json().orderNumber;
}

const customerOrder = async (customer: TestCustomer, orderNumber: string) => {
  const response = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
  return response
    .json()
    .find((order: { orderNumber: string }) => order.orderNumber === orderNumber);
};

const adminOrder = async (orderNumber: string) => {
  const response = await ctx.app.inject({
    url: `/api/admin/orders?q=${orderNumber}`,
    headers: await staffHeaders(ctx.app),
  });
  return response.json()[0];
};

describe('an order whose event entry is refunded', () => {
  it('shows as refunded, with the amount, to the customer and to staff', async () => {
    const player = await registerCustomer(ctx.app);
    const orderNumber = await payEntry(player);
    expect(await customerOrder(player, orderNumber)).toMatchObject({
      paymentStatus: 'succeeded',
      refundedAmount: '0.00',
    });

    expect((await leave(player, ids.event)).statusCode).toBe(204);
    const shown = {
      paymentStatus: 'refunded',
      refundedAmount: '15.00',
      totalAmount: '15.00',
      tenders: [{ method: 'card', amount: '15.00' }],
      refunds: [
        {
          amount: '15.00',
          method: 'card',
          reason: 'Event entry dropped',
          createdAt: expect.any(String),
        },
      ],
    };
    expect(await customerOrder(player, orderNumber)).toMatchObject(shown);
    expect(await adminOrder(orderNumber)).toMatchObject(shown);
  });

  it('shows as partly refunded when the order held more than the entry', async () => {
    const player = await registerCustomer(ctx.app);
    const orderNumber = await payEntry(player, true);
    expect((await leave(player, ids.event)).statusCode).toBe(204);
    const shown = {
      status: 'paid',
      paymentStatus: 'partially_refunded',
      refundedAmount: '15.00',
      totalAmount: '20.00',
    };
    expect(await customerOrder(player, orderNumber)).toMatchObject(shown);
    expect(await adminOrder(orderNumber)).toMatchObject(shown);
  });
});
