import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ConditionFactors } from '../../../domain/buylist/buy-price.rules.ts';
import type { PriceSource } from '../../../domain/pricing/price-history.contract.ts';
import type {
  PriceFileFormat,
  ReviewReason,
} from '../../../domain/pricing/price-import.contract.ts';
import type { PriceBase, PriceRounding } from '../../../domain/pricing/pricing-rules.contract.ts';
import { cards } from './catalog.ts';
import { createdAt, location, locationCheck, nonNegativeCheck, timestamps } from './columns.ts';

/*
 * Market pricing (features/pricing): the rules a store prices each game by, the price files
 * it previewed and applied with the changes each would make, and every change of a card's price.
 */

/** A store's pricing rules for one game; a game without a row prices by DEFAULT_PRICE_RULES. */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    location: location(),
    gameType: text().notNull(),
    base: varchar({ length: 20 }).$type<PriceBase>().notNull(),
    percent: integer().notNull(),
    conditionFactors: jsonb().$type<ConditionFactors>().notNull(),
    minimumCents: integer().notNull(),
    costPlusPercent: integer(),
    rounding: varchar({ length: 20 }).$type<PriceRounding>().notNull(),
    maxChangePercent: integer().notNull(),
    reviewPercent: integer().notNull(),
    reviewCents: integer().notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.location, t.gameType] }),
    locationCheck('pricing_rules_location_check', t.location),
    check('pricing_rules_percent_check', sql`${t.percent} > 0 and ${t.maxChangePercent} > 0`),
    nonNegativeCheck('pricing_rules_minimum_check', t.minimumCents),
    nonNegativeCheck('pricing_rules_review_check', t.reviewCents),
  ],
);

/**
 * A price file between its preview and its apply: what staff saw is what applies. `matched`
 * holds the TCGplayer ids first matched by this file, kept on their cards when it applies.
 */
export const priceImports = pgTable(
  'price_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    location: location(),
    fileName: text().notNull(),
    format: varchar({ length: 20 }).$type<PriceFileFormat>().notNull(),
    actor: varchar({ length: 100 }).notNull(),
    employeeId: integer(),
    up: integer().notNull(),
    down: integer().notNull(),
    unchanged: integer().notNull(),
    locked: integer().notNull(),
    unmatched: integer().notNull(),
    /** The rows matching no card, as CSV under the file's own header, for the download. */
    unmatchedCsv: text().notNull(),
    matched: jsonb().$type<[cardId: number, tcgplayerId: number][]>().notNull(),
    createdAt: createdAt(),
    appliedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    locationCheck('price_imports_location_check', t.location),
    // A store's files, newest first (`GET /api/admin/prices/imports?location=`).
    index('price_imports_location_idx').on(t.location, t.id),
  ],
);

/** One card's price as a file would change it; `appliedAt` once written to the card. */
export const priceImportChanges = pgTable(
  'price_import_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    importId: integer()
      .notNull()
      .references(() => priceImports.id, { onDelete: 'cascade' }),
    cardId: integer()
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    oldCents: integer().notNull(),
    newCents: integer().notNull(),
    review: varchar({ length: 20 }).$type<ReviewReason>(),
    /** The TCGplayer id the file first matched the card to, kept on it with the new price. */
    tcgplayerId: integer(),
    appliedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('price_import_changes_import_idx').on(t.importId, t.id),
    index('price_import_changes_card_idx').on(t.cardId),
    // The list of a store's files counts each file's reviewed changes, a few among thousands.
    index('price_import_changes_review_idx')
      .on(t.importId, t.appliedAt)
      .where(sql`${t.review} is not null`),
  ],
);

/** Every change of a card's price: a price file's (with its import) or a hand edit's. */
export const priceHistory = pgTable(
  'price_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer()
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    oldCents: integer().notNull(),
    newCents: integer().notNull(),
    source: varchar({ length: 10 }).$type<PriceSource>().notNull(),
    /**
     * The price file's import. No foreign key: imports are never deleted, and checking one per
     * row was a tenth of a 100,000-row apply.
     */
    importId: integer(),
    /** The file's name, so the history reads without the import. */
    fileName: text(),
    actor: varchar({ length: 100 }).notNull(),
    employeeId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check('price_history_source_check', sql`${t.source} in ('file', 'hand')`),
    index('price_history_card_idx').on(t.cardId, t.createdAt, t.id),
  ],
);
