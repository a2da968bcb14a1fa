import { PRICED_LIST_SORTS } from '../catalog/options.ts';
import { stockSeenSchema } from '../catalog/stock-seen.contract.ts';
import {
  booleanQuerySchema,
  filterValueQuerySchema,
  locationSchema,
  priceStringSchema,
  searchTextSchema,
} from '../shared/common.contract.ts';
import {
  imageUrlInputSchema,
  nameText,
  omittableWholeNumberInput,
  optionalText,
  priceInputSchema,
} from '../shared/input.contract.ts';
import { pageQuerySchema, pageSchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import { barcodeProblem } from './barcode.ts';

/** What a shopper sees of a product; the supplier stays in the back office. */
export const merchandiseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string().nullable(),
  gameType: z.string().nullable(),
  price: priceStringSchema,
  stock: z.number().int(),
  /** The legacy per-listing quantity; `stock` is what can be sold. */
  quantity: z.number().int(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  location: locationSchema,
  sku: z.string().nullable(),
  forSale: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Merchandise = z.infer<typeof merchandiseSchema>;

export const merchandiseListQuerySchema = pageQuerySchema.extend({
  location: locationSchema.optional(),
  q: searchTextSchema,
  category: filterValueQuerySchema,
  gameType: filterValueQuerySchema,
  includeOutOfStock: booleanQuerySchema.optional(),
  sort: z.enum(PRICED_LIST_SORTS, { error: 'sort is not known' }).default('name'),
});
export type MerchandiseListQuery = z.infer<typeof merchandiseListQuerySchema>;

export const merchandisePageSchema = pageSchema(merchandiseSchema);

/** The back office's view of a product: what shoppers see, the supplier and the barcode. */
export const adminMerchandiseSchema = merchandiseSchema.extend({
  supplier: z.string().nullable(),
  barcode: z.string().nullable(),
});
export type AdminMerchandise = z.infer<typeof adminMerchandiseSchema>;
export const adminMerchandisePageSchema = pageSchema(adminMerchandiseSchema);

/** The product editor's limits: the longest text each field takes and the most in stock. */
export const MERCHANDISE_LIMITS = {
  name: 200,
  category: 100,
  gameType: 100,
  sku: 100,
  supplier: 200,
  description: 2000,
  stock: 100_000,
} as const;

/** A barcode, blank for none: a UPC-A or EAN-13 whose check digit matches. */
export const barcodeInputSchema = optionalText(20).superRefine((code, ctx) => {
  const problem = code === null ? null : barcodeProblem(code);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/**
 * What staff send to create or replace a product. The legacy `quantity` stands in for `stock`
 * only when stock is left out, as older clients send quantity alone.
 */
export const merchandiseInputSchema = z
  .object({
    name: nameText(MERCHANDISE_LIMITS.name),
    category: optionalText(MERCHANDISE_LIMITS.category),
    gameType: optionalText(MERCHANDISE_LIMITS.gameType),
    price: priceInputSchema,
    stock: omittableWholeNumberInput({ min: 0, max: MERCHANDISE_LIMITS.stock, blank: 0 }),
    quantity: omittableWholeNumberInput({ min: 1, max: MERCHANDISE_LIMITS.stock, blank: 1 }),
    sku: optionalText(MERCHANDISE_LIMITS.sku),
    barcode: barcodeInputSchema,
    supplier: optionalText(MERCHANDISE_LIMITS.supplier),
    description: optionalText(MERCHANDISE_LIMITS.description),
    imageUrl: imageUrlInputSchema,
    forSale: z.boolean().default(false),
    /** Left out: the caller's store (the specified default, nlr, for the owner) on a create, the item's own on an edit. */
    location: locationSchema.optional(),
    /** The `stock` the editor showed when it opened (`stockSeenSchema`). */
    stockSeen: stockSeenSchema,
  })
  .transform(({ stock, quantity, ...input }) => ({
    ...input,
    stock: stock ?? quantity ?? 0,
    quantity: quantity ?? 1,
  }));
export type MerchandiseInput = z.output<typeof merchandiseInputSchema>;
