import { beforeAll, describe, expect, it } from 'vitest';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertTournaments } from '../../testing/factories.ts';
import { registrationCalls } from '../../testing/registrations.ts';
import { setStoreTax } from '../../testing/sales-tax.ts';
import { cardRefundedCents } from '../../testing/store-credit.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

/** A week before the event: every drop is before the cut-off and refunds the entry. */
const NOW = new Date('2026-11-23T18:00:00Z');
const ctx = setUpTestApp({ clock: () => NOW });
const { join, leave } = registrationCalls(ctx);
const ids = { event: 0, bolt: 0 };

beforeAll(async () => {
  const [event] = await insertTournaments(ctx.db, [
    { name: 'Taxed Night', date: '2026-12-02', entryFeeCents: 1500, maxParticipants: 8 },
  ]);
  const [bolt] = await insertCards(ctx.db, [{ name: 'Lightning Bolt', priceCents: 199, stock: 5 }]);
  Object.assign(ids, { event: event?.id, bolt: bolt?.id });
  await setStoreTax(ctx.db, 'nlr', 9500, ['card', 'merchandise', 'event_entry']);
});

describe('a taxed event entry dropped', () => {
  it("gives back the entry's fee and its share of the order's tax, keeping the rest", async () => {
    const customer = await registerCustomer(ctx.app);
    expect((await join(customer, ids.event)).statusCode).toBe(200);
    await addToServerCart(ctx.app, customer, 'card', ids.bolt);
    const { paymentIntentId } = await payCart(ctx.app, customer);
    const placed = await placeOrder(ctx.app, customer, paymentIntentId);
    // $16.99 taxed at 9.5% is $1.61: $1.42 of it on the entry, $0.19 on the card.
    expect(placed.json().order).toMatchObject({ taxAmount: '1.61', totalAmount: '18.60' });

    expect((await leave(customer, ids.event)).statusCode).toBe(204);
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(1642);
    const orders = await ctx.app.inject({ url: '/api/customers/orders', headers: customer.auth });
    expect(orders.json()[0]).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: '16.42',
      refunds: [{ amount: '16.42', method: 'card', reason: 'Event entry dropped' }],
    });
  });
});
