import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import {
  STOCK_MOVEMENT_REASONS,
  type StockMovementReason,
} from '../../../domain/inventory/stock-movements.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { createdAt, locationCheck } from './columns.ts';

/**
 * Every change of a sellable item's stock, written by the inventory in the transaction of the
 * change, so the count on hand can be explained. No foreign keys: an item, an order or an
 * account may be deleted while its movements stay on record.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    location: text().$type<Location>().notNull(),
    itemType: varchar({ length: 40 }).$type<ItemType>().notNull(),
    itemId: integer().notNull(),
    delta: integer().notNull(),
    reason: varchar({ length: 20 }).$type<StockMovementReason>().notNull(),
    /** What the reason names: an order number, an import's id, a receipt. */
    reference: varchar({ length: 50 }),
    /** The staff member who moved it, by name (and account, the owner having none). */
    staffLabel: varchar({ length: 100 }),
    employeeId: integer(),
    /** The customer whose own purchase moved it. */
    customerId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_item_idx').on(t.location, t.itemType, t.itemId, t.id),
    locationCheck('stock_movements_location_check', t.location),
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    check(
      'stock_movements_reason_check',
      sql.raw(`reason in (${STOCK_MOVEMENT_REASONS.map((reason) => `'${reason}'`).join(', ')})`),
    ),
  ],
);
