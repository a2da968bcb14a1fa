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
 * A kind the shop does not sell, registered here alone: gift cards. Nothing in the cart,
 * checkout, pipeline or orders code names it, so buying one end to end proves a new kind
 * needs only its stock table and one registration.
 */
const giftCards = pgTable('test_gift_cards', {
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
    stockTable('gift_card', giftCards, { notForSale: 'This gift card is not for sale.' }),
  ],
});
let giftCardId = 0;

beforeAll(async () => {
  await ctx.db.execute(sql`
    create table test_gift_cards (
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
    .insert(giftCards)
    .values({ name: '$25 Gift Card', priceCents: 2500, stock: 2 })
    .returning();
  giftCardId = row?.id ?? 0;
});

const stockLeft = async () =>
  (await ctx.db.select().from(giftCards).where(eq(giftCards.id, giftCardId)))[0]?.stock;

describe('a sellable kind registered by a module of its own', () => {
  it('is carted, paid for, ordered and restocked on cancel through the same pipeline', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'gift_card', giftCardId, 5);
    const cart = await ctx.app.inject({
      method: 'GET',
      url: '/api/customers/cart',
      headers: customer.auth,
    });
    expect(cart.json()).toEqual([
      expect.objectContaining({
        itemType: 'gift_card',
        itemName: '$25 Gift Card',
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
      expect.objectContaining({ productType: 'gift_card', productId: giftCardId, quantity: 2 }),
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
      fields: { itemType: 'itemType must be card or merchandise or event_entry or gift_card' },
    });
  });
});
