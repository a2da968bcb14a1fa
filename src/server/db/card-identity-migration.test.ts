import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../testing/migrations.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { cards, customerCarts } from './schema/index.ts';

const MIGRATION = '0013_card_identity';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  await database.migrate(migrationsBefore(MIGRATION));
  const { db } = database;
  // Three rows of one card (no set code on any), one foil copy of it, and the same card at Benton.
  await db.execute(sql`
    insert into cards (name, game_type, set_name, condition, finish, price_cents, stock, location)
    values
      ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 'non-foil', 199, 3, 'nlr'),
      ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 'non-foil', 250, 2, 'nlr'),
      ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 'non-foil', 199, 4, 'nlr'),
      ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 'foil', 999, 1, 'nlr'),
      ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 'non-foil', 199, 5, 'benton')
  `);
  await db.execute(sql`
    insert into customers (email, password_hash, first_name, last_name)
    values ('a@example.com', 'x', 'A', 'Buyer'), ('b@example.com', 'x', 'B', 'Buyer')
  `);
  // A has the kept card and a merged one in the cart; B only a merged one.
  await db.execute(sql`
    insert into customer_carts (customer_id, item_type, item_id, item_name, quantity, price_cents)
    values
      ((select id from customers where email = 'a@example.com'), 'card', 1, 'Lightning Bolt', 1, 199),
      ((select id from customers where email = 'a@example.com'), 'card', 3, 'Lightning Bolt', 2, 199),
      ((select id from customers where email = 'b@example.com'), 'card', 2, 'Lightning Bolt', 1, 250)
  `);
  await database.migrate();
});

afterAll(async () => {
  await database.close();
});

describe(`migration ${MIGRATION} on a database holding duplicate cards`, () => {
  it('merges each identity into its oldest card, summing the stock', async () => {
    expect(
      await database.db
        .select({
          id: cards.id,
          finish: cards.finish,
          stock: cards.stock,
          priceCents: cards.priceCents,
        })
        .from(cards)
        .orderBy(asc(cards.id)),
    ).toEqual([
      { id: 1, finish: 'non-foil', stock: 9, priceCents: 199 },
      { id: 4, finish: 'foil', stock: 1, priceCents: 999 },
      { id: 5, finish: 'non-foil', stock: 5, priceCents: 199 },
    ]);
  });

  it('moves cart lines of merged cards onto the kept card', async () => {
    expect(
      await database.db
        .select({ itemId: customerCarts.itemId, quantity: customerCarts.quantity })
        .from(customerCarts)
        .orderBy(asc(customerCarts.customerId)),
    ).toEqual([
      { itemId: 1, quantity: 3 },
      { itemId: 1, quantity: 1 },
    ]);
  });

  it('refuses a second card of the same identity, a missing set code included', async () => {
    await expect(
      database.db.execute(sql`
        insert into cards (name, game_type, set_name, condition, price_cents, location)
        values ('Lightning Bolt', 'Magic: The Gathering', 'Alpha', 'Near Mint', 1, 'nlr')
      `),
    ).rejects.toThrow();
  });
});
