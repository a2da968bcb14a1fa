import { PRICED_LIST_SORTS } from '../catalog/options.ts';
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

/** The back office's view of a product: what shoppers see, and the supplier. */
export const adminMerchandiseSchema = merchandiseSchema.extend({ supplier: z.string().nullable() });
export type AdminMerchandise = z.infer<typeof adminMerchandiseSchema>;
export const adminMerchandisePageSchema = pageSchema(adminMerchandiseSchema);

/**
 * What staff send to create or replace a product. The legacy `quantity` stands in for `stock`
 * only when stock is left out, as older clients send quantity alone.
 */
export const merchandiseInputSchema = z
  .object({
    name: nameText(200),
    category: optionalText(100),
    gameType: optionalText(100),
    price: priceInputSchema,
    stock: omittableWholeNumberInput({ min: 0, max: 1_000_000, blank: 0 }),
    quantity: omittableWholeNumberInput({ min: 1, max: 1_000_000, blank: 1 }),
    sku: optionalText(100),
    supplier: optionalText(200),
    description: optionalText(2000),
    imageUrl: imageUrlInputSchema,
    forSale: z.boolean().default(false),
    location: locationSchema,
  })
  .transform(({ stock, quantity, ...input }) => ({
    ...input,
    stock: stock ?? quantity ?? 0,
    quantity: quantity ?? 1,
  }));
export type MerchandiseInput = z.output<typeof merchandiseInputSchema>;
