import { eq, sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { location, timestamps } from '../../db/schema/columns.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';
import { stockTable } from '../inventory/stock-table.ts';

/**
 * A kind the shop does not sell, registered here alone: raffle tickets. Nothing in the cart,
 * checkout, pipeline or orders code names it, so buying one end to end proves a new kind
 * needs only its stock table and one registration.
 */
const raffleTickets = pgTable('test_raffle_tickets', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  priceCents: integer().notNull(),
  stock: integer().notNull(),
  imageUrl: text(),
  forSale: boolean().notNull().default(true),
  location: location(),
  ...timestamps(),
});

const ctx = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  sellableKinds: [
    stockTable('raffle_ticket', raffleTickets, {
      notForSale: 'This raffle ticket is not for sale.',
    }),
  ],
});
let ticketId = 0;

beforeAll(async () => {
  await ctx.db.execute(sql`
    create table test_raffle_tickets (
      id integer primary key generated always as identity,
      name text not null,
      price_cents integer not null,
      stock integer not null check (stock >= 0),
      image_url text,
      for_sale boolean not null default true,
      location text not null default 'nlr',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `);
  const [row] = await ctx.db
    .insert(raffleTickets)
    .values({ name: '$25 Raffle Ticket', priceCents: 2500, stock: 2 })
    .returning();
  ticketId = row?.id ?? 0;
});

const stockLeft = async () =>
  (await ctx.db.select().from(raffleTickets).where(eq(raffleTickets.id, ticketId)))[0]?.stock;

describe('a sellable kind registered by a module of its own', () => {
  it('is carted, paid for, ordered and restocked on cancel through the same pipeline', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'raffle_ticket', ticketId, 5);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/cart',
      headers: customer.auth,
    });
    expect(cart.json()).toEqual([
      expect.objectContaining({
        itemType: 'raffle_ticket',
        itemName: '$25 Raffle Ticket',
        price: '25.00',
        quantity: 2,
        maxQuantity: 2,
      }),
    ]);

    const { paymentIntentId, total } = await payCart(ctx.app, customer);
    expect(total).toBe('50.00');
    const placed = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(placed.statusCode).toBe(200);
    expect(placed.json().order.items).toEqual([
      expect.objectContaining({ productType: 'raffle_ticket', productId: ticketId, quantity: 2 }),
    ]);
    expect(await stockLeft()).toBe(0);
    const emptied = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/cart',
      headers: customer.auth,
    });
    expect(emptied.json()).toEqual([]);

    const cancelled = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${placed.json().order.id}`,
      headers: await staffHeaders(ctx.app),
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockLeft()).toBe(2);
  });

  it('is refused, with its code, when no module registered the kind', async () => {
    const customer = await registerCustomer(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/cart',
      headers: customer.auth,
      payload: { itemType: 'voucher', itemId: '1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'unknown_item_type',
      fields: {
        itemType:
          'itemType must be card or merchandise or event_entry or gift_card or raffle_ticket',
      },
    });
  });
});
