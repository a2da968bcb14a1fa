import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CardFinish, TournamentStatus } from '../../../domain/catalog/options.ts';
import { location, locationCheck, nonNegativeCheck, timestamps } from './columns.ts';

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    date: date({ mode: 'string' }).notNull(),
    time: time().notNull(),
    gameType: text().notNull(),
    entryFeeCents: integer().notNull(),
    maxParticipants: integer(),
    /** Hours before the start when a paid entry stops being refunded on a drop; null is the start. */
    refundCutoffHours: integer(),
    description: text(),
    location: location(),
    status: varchar({ length: 20 }).$type<TournamentStatus>().notNull().default('upcoming'),
    prizePool: text(),
    imageUrl: text(),
    ...timestamps(),
  },
  (t) => [
    locationCheck('tournaments_location_check', t.location),
    nonNegativeCheck('tournaments_entry_fee_check', t.entryFeeCents),
    check(
      'tournaments_status_check',
      sql`${t.status} in ('upcoming', 'ongoing', 'completed', 'cancelled')`,
    ),
    check('tournaments_max_participants_check', sql`${t.maxParticipants} > 0`),
    check('tournaments_refund_cutoff_check', sql`${t.refundCutoffHours} >= 0`),
    index('tournaments_location_date_idx').on(t.location, t.date, t.id),
    index('tournaments_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const merchandise = pgTable(
  'merchandise',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    category: text(),
    gameType: text(),
    priceCents: integer().notNull(),
    /**
     * The legacy per-listing quantity the API still shows; `stock` is what can be sold, and
     * this is read only when a staff input leaves stock out.
     */
    legacyQuantity: integer().notNull().default(1),
    description: text(),
    imageUrl: text(),
    location: location(),
    stock: integer().notNull().default(0),
    sku: text(),
    /** UPC-A or EAN-13, as a scanner reads it off the box; one product per code in a store. */
    barcode: varchar({ length: 13 }),
    supplier: text(),
    forSale: boolean().notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    locationCheck('merchandise_location_check', t.location),
    nonNegativeCheck('merchandise_price_check', t.priceCents),
    nonNegativeCheck('merchandise_stock_check', t.stock),
    index('merchandise_location_name_idx').on(t.location, t.name, t.id),
    index('merchandise_location_price_idx').on(t.location, t.priceCents, t.id),
    index('merchandise_location_created_idx').on(t.location, t.createdAt, t.id),
    index('merchandise_low_stock_idx')
      .on(t.location, t.stock, t.name, t.id)
      .where(sql`${t.forSale}`),
    index('merchandise_stock_value_idx')
      .on(t.location, sql`(${t.priceCents} * ${t.stock}) desc`, t.name, t.id)
      .where(sql`${t.stock} > 0`),
    index('merchandise_location_category_idx').on(t.location, t.category),
    unique('merchandise_barcode_unique').on(t.location, t.barcode),
    // A scanned code is tried as a SKU too (the counter's Scan or search); the barcode's unique
    // constraint above is its index.
    index('merchandise_location_sku_idx').on(t.location, t.sku),
    index('merchandise_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const cards = pgTable(
  'cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    gameType: text().notNull(),
    setName: text().notNull(),
    setCode: varchar({ length: 20 }),
    collectorNumber: varchar({ length: 20 }),
    condition: text().notNull(),
    finish: varchar({ length: 20 }).$type<CardFinish>().notNull().default('non-foil'),
    language: varchar({ length: 30 }).notNull().default('English'),
    priceCents: integer().notNull(),
    /** Copies in stock (the API calls it `quantity`). */
    stock: integer().notNull().default(1),
    gradingService: text(),
    grade: text(),
    /** What the shop paid for one copy, when known: staff's only, never shown to shoppers. */
    costCents: integer(),
    forSale: boolean().notNull().default(false),
    imageUrl: text(),
    type: text(),
    rarity: text(),
    description: text(),
    location: location(),
    /** "Price set by hand": price files never change it (features/pricing). */
    priceLocked: boolean().notNull().default(false),
    /** The TCGplayer SKU a price file matched the card to, so later files match it by it. */
    tcgplayerId: integer(),
    ...timestamps(),
  },
  (t) => [
    locationCheck('cards_location_check', t.location),
    nonNegativeCheck('cards_price_check', t.priceCents),
    nonNegativeCheck('cards_stock_check', t.stock),
    nonNegativeCheck('cards_cost_check', t.costCents),
    check('cards_finish_check', sql`${t.finish} in ('non-foil', 'foil', 'etched')`),
    // A card's identity (docs/requirements.md#catalog): an import finds the card it restocks by
    // it, so two rows of one identity would split its stock. A missing set code or grade is a
    // value of its own here, not a wildcard.
    unique('cards_identity_unique')
      .on(
        t.location,
        t.gameType,
        t.name,
        t.setCode,
        t.collectorNumber,
        t.condition,
        t.finish,
        t.language,
        t.gradingService,
        t.grade,
      )
      .nullsNotDistinct(),
    // No index holds the price or the TCGplayer id, and the table leaves half of each page free
    // (drizzle/0041), so a price file's change is a HOT update that writes no index entry: a
    // file of 100,000 rows applies in seconds. Shoppers' price sorts and the slow movers report
    // walk the in-memory search index, staff's price sorts sort the store's cards, and price
    // files are matched in memory (docs/performance.md#market-pricing).
    index('cards_location_name_idx').on(t.location, t.name, t.id),
    index('cards_location_created_idx').on(t.location, t.createdAt, t.id),
    // Reports: low stock, fewest first.
    index('cards_low_stock_idx').on(t.location, t.stock, t.name, t.id).where(sql`${t.forSale}`),
    index('cards_location_game_condition_idx').on(
      t.location,
      t.gameType,
      t.condition,
      t.name,
      t.id,
    ),
  ],
);
