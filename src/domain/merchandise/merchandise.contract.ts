import { PRICED_LIST_SORTS } from '../catalog/options.ts';
import {
  booleanQuerySchema,
  filterValueQuerySchema,
  locationSchema,
  priceStringSchema,
  searchTextSchema,
} from '../shared/common.contract.ts';
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
