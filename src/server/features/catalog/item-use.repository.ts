import { and, eq, sql } from 'drizzle-orm';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import type { Transaction } from '../../db/client.ts';
import { customerCarts, orderItems, registrations } from '../../db/schema/index.ts';

/**
 * Whether anyone holds or bought an item: a cart line, an order line (online or at the counter)
 * or, for an event (`event_entry`), a registration. Such an item's carts, orders and seats
 * belong to its store, so it is not moved to the other one.
 */
export async function isItemInUse(
  tx: Transaction,
  item: { itemType: ItemType; itemId: number },
): Promise<boolean> {
  const line = (table: typeof customerCarts | typeof orderItems) =>
    tx
      .select({ one: sql`1` })
      .from(table)
      .where(and(eq(table.itemType, item.itemType), eq(table.itemId, item.itemId)))
      .limit(1);
  const [carted] = await line(customerCarts);
  if (carted) return true;
  const [sold] = await line(orderItems);
  if (sold) return true;
  if (item.itemType !== EVENT_ENTRY) return false;
  const [seated] = await tx
    .select({ one: sql`1` })
    .from(registrations)
    .where(eq(registrations.tournamentId, item.itemId))
    .limit(1);
  return seated !== undefined;
}
