import { and, asc, eq, or } from 'drizzle-orm';
import type { LineItem } from '../../../domain/inventory/sellable-kinds.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { customerCarts } from '../../db/schema/index.ts';
import type { ItemRef } from '../inventory/inventory.service.ts';
import type { SellableItem } from '../inventory/sellable-kind.ts';

export type CartLineRow = typeof customerCarts.$inferSelect;

const lineOf = (customerId: number, item: ItemRef) =>
  and(
    eq(customerCarts.customerId, customerId),
    eq(customerCarts.itemType, item.itemType),
    eq(customerCarts.itemId, item.itemId),
  );

export function createCartRepository(db: Database) {
  return {
    lines(customerId: number): Promise<CartLineRow[]> {
      return db
        .select()
        .from(customerCarts)
        .where(eq(customerCarts.customerId, customerId))
        .orderBy(asc(customerCarts.id));
    },

    /**
     * Writes a line at a quantity, with the catalog's name, price and image of the moment;
     * answers the line as now stored.
     */
    async upsert(customerId: number, item: SellableItem, quantity: number): Promise<CartLineRow> {
      const snapshot = {
        itemName: item.name,
        priceCents: item.priceCents,
        imageUrl: item.imageUrl,
        location: item.location,
        quantity,
      };
      const [line] = await db
        .insert(customerCarts)
        .values({ customerId, itemType: item.itemType, itemId: item.itemId, ...snapshot })
        .onConflictDoUpdate({
          target: [customerCarts.customerId, customerCarts.itemType, customerCarts.itemId],
          set: { ...snapshot, updatedAt: new Date() },
        })
        .returning();
      if (!line) throw new Error('an upsert answers its row');
      return line;
    },

    async remove(customerId: number, item: ItemRef): Promise<boolean> {
      const removed = await db.delete(customerCarts).where(lineOf(customerId, item)).returning();
      return removed.length > 0;
    },

    /**
     * Takes the lines a purchase bought out of the cart, in the purchase's transaction, and
     * answers how many were still there to take.
     */
    async removeBought(
      tx: Transaction,
      customerId: number,
      bought: readonly LineItem[],
    ): Promise<number> {
      if (bought.length === 0) return 0;
      const removed = await tx
        .delete(customerCarts)
        .where(or(...bought.map((line) => lineOf(customerId, line))))
        .returning({ itemId: customerCarts.itemId });
      return removed.length;
    },

    async clear(customerId: number): Promise<void> {
      await db.delete(customerCarts).where(eq(customerCarts.customerId, customerId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
