import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../testing/migrations.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import {
  cards,
  customerCarts,
  customerOrders,
  merchandise,
  orderItems,
  purchases,
  purchaseTenders,
} from './schema/index.ts';

const MIGRATION = '0006_commerce_core';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  await database.migrate(migrationsBefore(MIGRATION));

  // A shop as it stood before: stock named two ways, line items three ways, cart ids as text.
  await database.db.execute(sql`
    insert into customers (email, password_hash, first_name, last_name)
    values ('old@example.com', 'x', 'Old', 'Shape')
  `);
  await database.db.execute(sql`
    insert into cards (name, game_type, set_name, condition, price_cents, quantity, for_sale)
    values ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 199, 3, true)
  `);
  await database.db.execute(sql`
    insert into merchandise (name, price_cents, quantity, stock)
    values ('Booster Box', 14999, 2, 5)
  `);
  await database.db.execute(sql`
    insert into customer_carts (customer_id, item_type, item_id, item_name, quantity, price_cents)
    select id, 'card', '1', 'Lightning Bolt', 2, 199 from customers
  `);
  await database.db.execute(sql`
    insert into checkouts (payment_intent_id, provider, customer_id, lines, subtotal_cents, total_cents)
    select 'pi_old', 'test', id,
    '[{"itemType":"card","itemId":1,"name":"Lightning Bolt","quantity":2,"unitPriceCents":199}]',
    398, 398 from customers
  `);
  await database.db.execute(sql`
    insert into customer_orders (customer_id, order_number, pickup_code, subtotal_cents, total_amount_cents, payment_intent_id)
    select id, 'NLR-OLD001', 'AB12', 398, 398, 'pi_old' from customers
  `);
  await database.db.execute(sql`
    insert into order_items (order_id, product_type, product_id, product_name, quantity, unit_price_cents, total_price_cents, product_data)
    select id, 'card', 1, 'Lightning Bolt', 2, 199, 398, '{"name":"Lightning Bolt"}' from customer_orders
  `);

  await database.migrate();
});

afterAll(async () => {
  await database.close();
});

describe(`migration ${MIGRATION} on a database holding the old shape`, () => {
  it("keeps each card's copies as its stock and each product's legacy quantity beside its stock", async () => {
    const { db } = database;
    expect(await db.select({ stock: cards.stock }).from(cards)).toEqual([{ stock: 3 }]);
    expect(
      await db
        .select({ stock: merchandise.stock, legacyQuantity: merchandise.legacyQuantity })
        .from(merchandise),
    ).toEqual([{ stock: 5, legacyQuantity: 2 }]);
  });

  it('names every line item by item type, id and name, with nothing lost', async () => {
    const { db } = database;
    expect(
      await db
        .select({
          itemType: orderItems.itemType,
          itemId: orderItems.itemId,
          itemName: orderItems.itemName,
          quantity: orderItems.quantity,
          itemData: orderItems.itemData,
        })
        .from(orderItems),
    ).toEqual([
      {
        itemType: 'card',
        itemId: 1,
        itemName: 'Lightning Bolt',
        quantity: 2,
        itemData: { name: 'Lightning Bolt' },
      },
    ]);
    expect(
      await db
        .select({
          itemType: customerCarts.itemType,
          itemId: customerCarts.itemId,
          quantity: customerCarts.quantity,
        })
        .from(customerCarts),
    ).toEqual([{ itemType: 'card', itemId: 1, quantity: 2 }]);
  });

  it("records an earlier payment's purpose as the cart, with its lines renamed", async () => {
    expect(
      await database.db
        .select({ purpose: purchases.purpose, lines: purchases.lines })
        .from(purchases),
    ).toEqual([
      {
        purpose: 'cart',
        lines: [
          {
            itemType: 'card',
            itemId: 1,
            itemName: 'Lightning Bolt',
            quantity: 2,
            unitPriceCents: 199,
          },
        ],
      },
    ]);
  });

  it('keeps an earlier payment as a purchase paid by card, its order pointing at it', async () => {
    const [purchase] = await database.db.select({ id: purchases.id }).from(purchases);
    expect(
      await database.db
        .select({ method: purchaseTenders.method, amountCents: purchaseTenders.amountCents })
        .from(purchaseTenders),
    ).toEqual([{ method: 'card', amountCents: 398 }]);
    expect(
      await database.db.select({ purchaseId: customerOrders.purchaseId }).from(customerOrders),
    ).toEqual([{ purchaseId: purchase?.id }]);
  });

  it('still refuses stock below zero', async () => {
    await expect(database.db.update(cards).set({ stock: -1 })).rejects.toThrow();
  });
});
