import { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { draftDiscountSchema, draftLineSchema } from './sale-draft.ts';
import { draftTenderSchema } from './tender-draft.ts';

/**
 * The sale on the counter's screen, kept in this browser tab so a reload or a trip to the
 * dashboard does not lose it. Its idempotency key goes with it: a sale already completed,
 * whose answer was lost, comes back as that sale rather than a second one.
 */
const keptSaleSchema = z.object({
  lines: z.array(draftLineSchema),
  saleDiscount: draftDiscountSchema.nullable(),
  customerId: z.number().int().nullable(),
  tenders: z.array(draftTenderSchema),
  saleKey: z.string(),
});
export type KeptSale = z.infer<typeof keptSaleSchema>;

const storageKey = (location: Location) => `tcg-counter-sale:${location}`;

/** What was kept for this store's counter, or null when nothing (or nothing readable) was. */
export function readKeptSale(location: Location): KeptSale | null {
  try {
    const parsed = keptSaleSchema.safeParse(
      JSON.parse(sessionStorage.getItem(storageKey(location)) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the sale; a gift card's code is not written down, so its tender is entered again. */
export function keepSale(location: Location, sale: KeptSale): void {
  const tenders = sale.tenders.filter((tender) => tender.method !== 'gift_card');
  sessionStorage.setItem(storageKey(location), JSON.stringify({ ...sale, tenders }));
}
