import { and, asc, eq } from 'drizzle-orm';
import type { CartItemType } from '../../../domain/cart/cart.rules.ts';
import type { Database } from '../../db/client.ts';
import { customerCarts } from '../../db/schema/index.ts';
import type { SellableItem } from './catalog-items.repository.ts';

export type CartLineRow = typeof customerCarts.$inferSelect;

const lineOf = (customerId: number, type: CartItemType, itemId: number) =>
  and(
    eq(customerCarts.customerId, customerId),
    eq(customerCarts.itemType, type),
    eq(customerCarts.itemId, String(itemId)),
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

    /** Writes a line at a quantity, with the catalog's name, price and image of the moment. */
    async upsert(customerId: number, item: SellableItem, quantity: number): Promise<void> {
      const snapshot = {
        itemName: item.name,
        priceCents: item.priceCents,
        imageUrl: item.imageUrl,
        location: item.location,
        quantity,
      };
      await db
        .insert(customerCarts)
        .values({ customerId, itemType: item.type, itemId: String(item.id), ...snapshot })
        .onConflictDoUpdate({
          target: [customerCarts.customerId, customerCarts.itemType, customerCarts.itemId],
          set: { ...snapshot, updatedAt: new Date() },
        });
    },

    async remove(customerId: number, type: CartItemType, itemId: number): Promise<boolean> {
      const removed = await db
        .delete(customerCarts)
        .where(lineOf(customerId, type, itemId))
        .returning();
      return removed.length > 0;
    },

    async clear(customerId: number): Promise<void> {
      await db.delete(customerCarts).where(eq(customerCarts.customerId, customerId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
