import { MAX_LINE_QUANTITY } from '../catalog/options.ts';
import { itemTypeSchema } from '../inventory/sellable-kinds.ts';
import { locationSchema, priceStringSchema, rowIdSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';

/** A catalog id as the cart carries it: a string of digits on the wire, a number inside. */
const itemIdSchema = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(rowIdSchema('itemId must be a catalog id'));

/** A server cart line, priced and limited from the catalog as it is now. */
export const cartRowSchema = z.object({
  itemType: itemTypeSchema,
  itemId: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  price: priceStringSchema,
  imageUrl: z.string(),
  /** The item's game, for the placeholder art of a line without a picture. */
  gameType: z.string().nullable(),
  location: locationSchema,
  /** Copies in stock now; the line cannot go above it. */
  maxQuantity: z.number().int(),
  /** The price when the line was added, if the item has been repriced since ("Price updated"). */
  previousPrice: priceStringSchema.nullable(),
});
export type CartRow = z.infer<typeof cartRowSchema>;
export const cartSchema = z.array(cartRowSchema);

const quantitySchema = z
  .number({ error: 'quantity must be a whole number' })
  .int('quantity must be a whole number')
  .min(1, 'quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`);

/**
 * Adds to a line. Name, price and image may be sent, as older clients do, but
 * the server takes them from the catalog.
 */
export const cartAddRequestSchema = z.object({
  itemType: itemTypeSchema,
  itemId: itemIdSchema,
  quantity: quantitySchema.default(1),
  itemName: z.string().max(500).optional(),
  price: z.union([z.string().max(50), z.number()]).optional(),
  imageUrl: z.string().max(2000).optional(),
});

export const cartLineParamsSchema = z.object({
  itemType: itemTypeSchema,
  itemId: itemIdSchema,
});

export const cartQuantityRequestSchema = z.object({
  quantity: z
    .number({ error: 'quantity must be a whole number' })
    .int('quantity must be a whole number')
    .min(0, 'quantity must be 0 or more')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});
