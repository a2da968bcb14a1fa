import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerOrders, merchandise } from '../../db/schema/index.ts';
import { setUpAdminCatalog } from '../../testing/admin-catalog.ts';
import { addToServerCart, payCart } from '../../testing/checkout.ts';
import { ringUp } from '../../testing/counter.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertMerchandise } from '../../testing/factories.ts';

const { ctx, as, send } = setUpAdminCatalog();

describe('orders at the counter', () => {
  async function paidOrder() {
    const [item] = await insertMerchandise(ctx.db, [
      { name: 'Prerelease Kit', priceCents: 3000, stock: 4 },
    ]);
    const buyer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, buyer, 'merchandise', item?.id ?? 0, 2);
    const { paymentIntentId } = await payCart(ctx.app, buyer);
    const [order] = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.paymentIntentId, paymentIntentId));
    return { order, itemId: item?.id ?? 0, buyer };
  }

  it('lists orders with what to prepare, and finds them by pickup code', async () => {
    const { order } = await paidOrder();
    const list = await send('GET', `/api/admin/orders?location=nlr&q=${order?.pickupCode}`);
    expect(list.json()).toMatchObject([
      {
        orderNumber: order?.orderNumber,
        customerFirstName: 'Casey',
        location: 'North Little Rock',
        status: 'paid',
        paymentStatus: 'succeeded',
        paymentMethod: 'card',
        totalAmount: '60.00',
        items: [{ productName: 'Prerelease Kit', quantity: 2, totalPrice: '60.00' }],
      },
    ]);
  });

  it('leaves counter sales out of the orders to prepare, even with a customer attached', async () => {
    const { itemId, buyer } = await paidOrder();
    const sale = await ringUp(ctx.app, as.owner, {
      location: 'nlr',
      customerId: buyer.id,
      lines: [{ itemType: 'merchandise', itemId, quantity: 1 }],
      tenders: [{ method: 'card', amount: '30.00' }],
    });
    expect(sale.statusCode).toBe(201);
    const list = await send('GET', '/api/admin/orders?location=nlr');
    const numbers = list.json().map((order: { orderNumber: string }) => order.orderNumber);
    expect(numbers).not.toContain(sale.json().receiptNumber);
    expect(list.json().every((order: { pickupCode: string | null }) => order.pickupCode)).toBe(
      true,
    );
  });

  it('moves an order to ready and picked up, and no further', async () => {
    const { order, buyer } = await paidOrder();
    expect(
      (await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'ready_for_pickup' }))
        .statusCode,
    ).toBe(200);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/orders',
      headers: buyer.auth,
    });
    expect(seen.json()[0].status).toBe('ready_for_pickup');
    expect(
      (await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'picked_up' })).statusCode,
    ).toBe(200);
    const late = await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'cancelled' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('An order that is picked up cannot be marked cancelled.');
  });

  it('cancelling refunds the payment and puts the items back on the shelf', async () => {
    const { order, itemId } = await paidOrder();
    const stockBefore = (
      await ctx.db.select().from(merchandise).where(eq(merchandise.id, itemId))
    )[0]?.stock;
    expect(
      (await send('PATCH', `/api/admin/orders/${order?.id}`, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    const [after] = await ctx.db
      .select()
      .from(customerOrders)
      .where(eq(customerOrders.id, order?.id ?? 0));
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const stockAfter = (
      await ctx.db.select().from(merchandise).where(eq(merchandise.id, itemId))
    )[0]?.stock;
    expect(stockAfter).toBe((stockBefore ?? 0) + 2);
  });

  it('counts a store’s tournaments, merchandise, cards and orders', async () => {
    const response = await send('GET', '/api/admin/summary?location=nlr');
    expect(response.json()).toEqual({
      tournaments: expect.any(Number),
      merchandise: expect.any(Number),
      cards: expect.any(Number),
      orders: expect.any(Number),
    });
    expect(response.json().orders).toBeGreaterThan(0);
  });
});
