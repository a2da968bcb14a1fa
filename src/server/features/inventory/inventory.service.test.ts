import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { cards, merchandise, stockMovements } from '../../db/schema/index.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createInventory, type Inventory } from './inventory.service.ts';

let database: DatabaseHandle;
let inventory: Inventory;
const ids = { bolt: 0, binderOnly: 0, box: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  inventory = createInventory(database.db);
  const [bolt, binderOnly] = await insertCards(database.db, [
    { name: 'Lightning Bolt', priceCents: 199, stock: 3 },
    { name: 'Binder Lotus', forSale: false },
  ]);
  const [box] = await insertMerchandise(database.db, [{ name: 'Booster Box', stock: 4 }]);
  Object.assign(ids, { bolt: bolt?.id, binderOnly: binderOnly?.id, box: box?.id });
});

afterAll(async () => {
  await database.close();
});

const cardStock = async () =>
  (await database.db.select().from(cards).where(eq(cards.id, ids.bolt)))[0]?.stock;
const boxStock = async () =>
  (await database.db.select().from(merchandise).where(eq(merchandise.id, ids.box)))[0]?.stock;

describe('the inventory', () => {
  it('lists items of every kind by key, leaving out ids no longer listed', async () => {
    const found = await inventory.available([
      { itemType: 'card', itemId: ids.bolt },
      { itemType: 'card', itemId: ids.binderOnly },
      { itemType: 'merchandise', itemId: ids.box },
      { itemType: 'card', itemId: 987_654 },
    ]);
    expect([...found.keys()].sort()).toEqual(
      [`card:${ids.bolt}`, `card:${ids.binderOnly}`, `merchandise:${ids.box}`].sort(),
    );
    expect(found.get(`card:${ids.bolt}`)).toMatchObject({ stock: 3, priceCents: 199 });
    expect(found.get(`card:${ids.binderOnly}`)?.forSale).toBe(false);
    // Products are sold whatever their flag says.
    expect(found.get(`merchandise:${ids.box}`)?.forSale).toBe(true);
  });

  it('refuses a kind nobody registered, naming the field', async () => {
    await expect(inventory.available([{ itemType: 'voucher', itemId: 1 }])).rejects.toMatchObject({
      status: 400,
      code: 'unknown_item_type',
      fields: { itemType: 'itemType must be card or merchandise' },
    });
  });

  /** The shop's own kinds keep no record of who bought. */
  const sale = { customerId: 1, orderId: 1, atCounter: false };
  const cause = { reason: 'online_sale', reference: 'NLR-1', by: { kind: 'system' } } as const;

  it('takes stock only while there is enough, never below zero, however many ask at once', async () => {
    const takes = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db.transaction((tx) =>
          inventory.take(
            tx,
            { itemType: 'card', itemId: ids.bolt, quantity: 1, unitPriceCents: 100 },
            sale,
            cause,
          ),
        ),
      ),
    );
    expect(takes.filter(Boolean)).toHaveLength(3);
    expect(await cardStock()).toBe(0);
    const tooMany = await database.db.transaction((tx) =>
      inventory.take(
        tx,
        { itemType: 'merchandise', itemId: ids.box, quantity: 5, unitPriceCents: 100 },
        sale,
        cause,
      ),
    );
    expect(tooMany).toBe(false);
    expect(await boxStock()).toBe(4);
  });

  it("writes in the caller's transaction, so a rolled-back sale takes nothing", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await inventory.take(
          tx,
          { itemType: 'merchandise', itemId: ids.box, quantity: 2, unitPriceCents: 100 },
          sale,
          cause,
        );
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await boxStock()).toBe(4);
  });

  it('puts stock back and sets it by hand', async () => {
    await database.db.transaction((tx) =>
      inventory.putBack(tx, { itemType: 'card', itemId: ids.bolt, quantity: 2 }, sale, cause),
    );
    expect(await cardStock()).toBe(2);
    await database.db.transaction((tx) =>
      inventory.set(tx, { itemType: 'merchandise', itemId: ids.box }, 9, {
        ...cause,
        reason: 'hand_edit',
      }),
    );
    expect(await boxStock()).toBe(9);
  });

  it("takes a sale's lines together, one movement each, or names the first line that is short", async () => {
    await database.db.update(cards).set({ stock: 3 }).where(eq(cards.id, ids.bolt));
    await database.db.update(merchandise).set({ stock: 4 }).where(eq(merchandise.id, ids.box));
    const line = (itemType: string, itemId: number, quantity: number) => ({
      itemType,
      itemId,
      quantity,
      unitPriceCents: 100,
    });
    const counterSale = {
      reason: 'counter_sale',
      reference: 'NLR-900',
      by: { kind: 'system' },
    } as const;
    const short = await database.db.transaction((tx) =>
      inventory.takeAll(
        tx,
        [line('card', ids.bolt, 2), line('merchandise', ids.box, 1), line('card', ids.bolt, 1)],
        sale,
        counterSale,
      ),
    );
    expect(short).toBeNull();
    expect([await cardStock(), await boxStock()]).toEqual([0, 3]);
    const moved = await database.db
      .select({ itemType: stockMovements.itemType, delta: stockMovements.delta })
      .from(stockMovements)
      .where(eq(stockMovements.reference, 'NLR-900'));
    expect(moved.map((row) => `${row.itemType} ${row.delta}`).sort()).toEqual([
      'card -1',
      'card -2',
      'merchandise -1',
    ]);
    await expect(
      database.db.transaction(async (tx) => {
        const refused = await inventory.takeAll(
          tx,
          [line('merchandise', ids.box, 1), line('card', ids.bolt, 1)],
          sale,
          counterSale,
        );
        throw new Error(`line ${refused} is short`);
      }),
    ).rejects.toThrow('line 1 is short');
    expect(await boxStock()).toBe(3);
  });
});
