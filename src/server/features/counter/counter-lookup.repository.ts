import { and, asc, eq, gt, gte, ilike, or } from 'drizzle-orm';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/keyset.ts';
import { merchandise, tournaments } from '../../db/schema/index.ts';

/** How many of each kind a search shows: the screen lists a few, and the next key narrows it. */
export const EACH = 8;

const productColumns = {
  id: merchandise.id,
  name: merchandise.name,
  priceCents: merchandise.priceCents,
  stock: merchandise.stock,
  sku: merchandise.sku,
  barcode: merchandise.barcode,
  category: merchandise.category,
};

/**
 * The counter's searches of one store in the database: a code against products' SKUs and
 * barcodes exactly (the `(location, sku)` and `(location, barcode)` indexes), and a name against
 * products and upcoming paid events by `ilike` (a store has hundreds of products and events, and
 * products' names have a trigram index). Cards, a hundred thousand a store, are searched in the
 * cards feature's in-memory index instead.
 */
export function createCounterLookupRepository(db: Database) {
  return {
    productsByCode(location: Location, code: string) {
      return db
        .select(productColumns)
        .from(merchandise)
        .where(
          and(
            eq(merchandise.location, location),
            or(eq(merchandise.barcode, code), eq(merchandise.sku, code)),
          ),
        )
        .orderBy(asc(merchandise.id))
        .limit(EACH);
    },

    productsByName(location: Location, text: string) {
      return db
        .select(productColumns)
        .from(merchandise)
        .where(
          and(eq(merchandise.location, location), ilike(merchandise.name, containsPattern(text))),
        )
        .orderBy(asc(merchandise.name), asc(merchandise.id))
        .limit(EACH);
    },

    eventsByName(location: Location, text: string, today: string) {
      return db
        .select({
          id: tournaments.id,
          name: tournaments.name,
          date: tournaments.date,
          entryFeeCents: tournaments.entryFeeCents,
        })
        .from(tournaments)
        .where(
          and(
            eq(tournaments.location, location),
            eq(tournaments.status, 'upcoming'),
            gte(tournaments.date, today),
            gt(tournaments.entryFeeCents, 0),
            ilike(tournaments.name, containsPattern(text)),
          ),
        )
        .orderBy(asc(tournaments.date), asc(tournaments.id))
        .limit(EACH);
    },
  };
}

export type CounterLookupRepository = ReturnType<typeof createCounterLookupRepository>;
