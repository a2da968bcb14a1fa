import { locationSchema, rowIdSchema } from '../shared/common.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import { itemTypeSchema } from './sellable-kinds.ts';

/**
 * Why an item's stock moved. The reason also says what a movement's `reference` names: an
 * order number for online sales and cancellations, an import's id for imports, none for a hand
 * edit; the counter, returns and trade-ins will name their receipt or record.
 */
export const STOCK_MOVEMENT_REASONS = [
  'online_sale',
  'order_cancelled',
  'import',
  'hand_edit',
  'counter_sale',
  'return',
  'trade_in',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** Who moved the stock: a staff member, a customer buying for themselves, or the shop itself. */
export const STOCK_MOVERS = ['staff', 'customer', 'system'] as const;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  itemType: z.string(),
  itemId: z.number().int(),
  /** Signed: stock added is positive, stock taken negative. */
  delta: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  reference: z.string().nullable(),
  by: z.object({
    kind: z.enum(STOCK_MOVERS),
    /** The staff member's name; null for a customer or the shop. */
    label: z.string().nullable(),
    customerId: z.number().int().nullable(),
  }),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const stockMovementsQuerySchema = pageQuerySchema.extend({
  location: locationSchema,
  itemType: itemTypeSchema,
  itemId: rowIdSchema('itemId must be a whole number'),
});
export type StockMovementsQuery = z.infer<typeof stockMovementsQuerySchema>;

export const stockMovementsPageSchema = pageSchema(stockMovementSchema);
