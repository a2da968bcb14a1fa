import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { CardFinish } from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import {
  TRADE_IN_PAYOUTS,
  TRADE_IN_STATUSES,
  type TradeInPayout,
  type TradeInStatus,
} from '../../../domain/trade-ins/trade-in.rules.ts';
import { cards } from './catalog.ts';
import { location, locationCheck, nonNegativeCheck, timestamps } from './columns.ts';
import { customers } from './customers.ts';

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Each store's last trade-in number. Accepting locks the store's row, so accepts of one store
 * are checked against its stock one after the other and never buy past the wanted count.
 */
export const tradeInCounters = pgTable(
  'trade_in_counters',
  {
    location: text().$type<Location>().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [locationCheck('trade_in_counters_location_check', t.location)],
);

/** Cards a customer sells to a store (features/trade-ins). */
export const tradeIns = pgTable(
  'trade_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    number: varchar({ length: 20 }).notNull().unique(),
    location: location(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    status: varchar({ length: 20 }).$type<TradeInStatus>().notNull(),
    payout: varchar({ length: 10 }).$type<TradeInPayout>().notNull(),
    /** What the list came to when submitted, so a lower offer after grading can be told. */
    quotedCashCents: integer().notNull(),
    quotedCreditCents: integer().notNull(),
    /** Until when a submitted list's prices are held. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** What was paid on accepting, in the payout's tender. */
    paidCents: integer(),
    acceptedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The staff member who received, declined or accepted it last. */
    staffLabel: varchar({ length: 100 }),
    ...timestamps(),
  },
  (t) => [
    locationCheck('trade_ins_location_check', t.location),
    check('trade_ins_status_check', sql.raw(`status in (${inList(TRADE_IN_STATUSES)})`)),
    check('trade_ins_payout_check', sql.raw(`payout in (${inList(TRADE_IN_PAYOUTS)})`)),
    // The queue lists a store's trade-ins newest first, which the id alone orders.
    index('trade_ins_location_id_idx').on(t.location, t.id),
    index('trade_ins_customer_idx').on(t.customerId, t.id),
  ],
);

/**
 * A card on a trade-in: the store's card it was offered as, and the identity it is bought in
 * (its graded condition and finish), which may be one the store has no row of yet. Prices are
 * per copy, worked out by the buylist's rules when offered and again when graded.
 */
export const tradeInLines = pgTable(
  'trade_in_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeInId: integer()
      .notNull()
      .references(() => tradeIns.id, { onDelete: 'cascade' }),
    cardId: integer().references(() => cards.id, { onDelete: 'set null' }),
    gameType: text().notNull(),
    name: text().notNull(),
    setName: text().notNull(),
    setCode: varchar({ length: 20 }),
    collectorNumber: varchar({ length: 20 }),
    condition: text().notNull(),
    finish: varchar({ length: 20 }).$type<CardFinish>().notNull(),
    language: varchar({ length: 30 }).notNull(),
    gradingService: text(),
    grade: text(),
    quantity: integer().notNull(),
    cashCents: integer().notNull(),
    creditCents: integer().notNull(),
    /** Why staff refused the line; null while it is bought. */
    rejectReason: varchar({ length: 200 }),
    ...timestamps(),
  },
  (t) => [
    index('trade_in_lines_trade_in_idx').on(t.tradeInId, t.id),
    index('trade_in_lines_identity_idx').on(t.name, t.gameType, t.condition, t.finish),
    nonNegativeCheck('trade_in_lines_quantity_check', t.quantity),
    nonNegativeCheck('trade_in_lines_cash_check', t.cashCents),
    nonNegativeCheck('trade_in_lines_credit_check', t.creditCents),
  ],
);
