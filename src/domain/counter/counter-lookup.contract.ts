import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';

/*
 * The counter's Scan or search (issue 27): `GET /api/admin/counter/lookup?location=&q=`. A name
 * searches the store's cards, merchandise, upcoming event entries and gift cards; a scanned code
 * matches a product's SKU or barcode exactly, and that product comes first with `exact: true`
 * so the screen adds it at once.
 */
export const counterLookupQuerySchema = z.object({
  location: locationSchema,
  q: z.string().trim().min(1, 'Type a name or scan a code').max(100, 'At most 100 characters'),
});

export const counterLookupItemSchema = z.object({
  /** The kind the sale's line names: card, merchandise, event_entry, gift_card. */
  itemType: z.string(),
  /** Null for a gift card: the sale issues a new card of the amount staff type. */
  itemId: z.number().int().nullable(),
  name: z.string(),
  price: priceStringSchema,
  /** What can be sold now; null for a kind without counted stock (a gift card). */
  stock: z.number().int().nullable(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  /** A line under the name: a card's set and condition, an event's date. */
  detail: z.string().nullable(),
});
export type CounterLookupItem = z.infer<typeof counterLookupItemSchema>;

export const counterLookupSchema = z.object({
  items: z.array(counterLookupItemSchema),
  /** The first item matched the code exactly (a SKU or a barcode). */
  exact: z.boolean(),
});
export type CounterLookup = z.infer<typeof counterLookupSchema>;
