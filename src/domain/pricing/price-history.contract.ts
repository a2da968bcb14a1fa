import { z } from '../shared/zod.ts';

export const PRICE_SOURCES = ['file', 'hand'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** One change of a card's price: from a price file or a hand edit. */
export const priceHistoryEntrySchema = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  oldCents: z.number().int(),
  newCents: z.number().int(),
  source: z.enum(PRICE_SOURCES),
  /** The file's name for a file's change, null for a hand edit. */
  fileName: z.string().nullable(),
  importId: z.number().int().nullable(),
  /** The staff member or owner who uploaded the file or edited the card. */
  by: z.string(),
  at: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntrySchema>;

/** A card's price history, newest first, and whether files may change its price. */
export const priceHistorySchema = z.object({
  cardId: z.number().int(),
  /** "Price set by hand": price files never change it. */
  locked: z.boolean(),
  entries: z.array(priceHistoryEntrySchema),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;
