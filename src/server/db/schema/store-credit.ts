import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_STAFF_ISSUE_LIMIT_CENTS,
  LEDGER_KINDS,
  type LedgerKind,
} from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { createdAt, location, locationCheck, timestamps, updatedAt } from './columns.ts';
import { customers } from './customers.ts';
import { giftCards } from './gift-cards.ts';
import { customerOrders } from './orders.ts';
import { purchases } from './payments.ts';

/*
 * Store credit (features/store-credit, docs/architecture.md#store-credit). Each customer's
 * balance is one row that never goes below zero (a CHECK), changed by one conditional UPDATE
 * in the transaction that appends the entry saying why; entries are never edited or deleted
 * (a trigger refuses both, drizzle/0019), so a balance is always the sum of its entries.
 */

/** A customer's credit now, good in both stores. */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    customerId: integer()
      .primaryKey()
      .references(() => customers.id),
    balanceCents: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('store_credit_balances_non_negative', sql`${t.balanceCents} >= 0`)],
);

/** Every change to a balance, append-only. */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    /** Signed: credit added is positive, credit taken (spent, decreased) negative. */
    amountCents: integer().notNull(),
    kind: varchar({ length: 20 }).$type<LedgerKind>().notNull(),
    /** The store where it happened. */
    location: text().$type<Location>().notNull(),
    /** Who did it: a staff member's name, or null when the customer or the shop did. */
    staffLabel: varchar({ length: 100 }),
    employeeId: integer(),
    /** The customer acting for themselves (a checkout), when not staff. */
    actorCustomerId: integer(),
    /** What it belongs to. */
    orderId: integer().references(() => customerOrders.id),
    checkoutId: integer().references(() => purchases.id),
    // No foreign keys: an event may be deleted, and its registrations with it, while the
    // prizes paid at it stay in the ledger (their note names the event).
    registrationId: integer(),
    tournamentId: integer(),
    /** The gift card a `gift_card` entry loaded. */
    giftCardId: integer().references(() => giftCards.id),
    note: text(),
    balanceAfterCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_credit_entries_customer_idx').on(t.customerId, t.id),
    // Prizes already paid per seat, looked up before each payout. Not unique: the ledger is never
    // edited, and a shop may hold a seat paid twice from before prizes were paid once.
    index('store_credit_entries_prize_idx')
      .on(t.registrationId)
      .where(sql`kind = 'prize' and registration_id is not null`),
    locationCheck('store_credit_entries_location_check', t.location),
    check('store_credit_entries_amount_check', sql`${t.amountCents} <> 0`),
    check('store_credit_entries_balance_check', sql`${t.balanceAfterCents} >= 0`),
    check(
      'store_credit_entries_kind_check',
      sql.raw(`kind in (${LEDGER_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
  ],
);

/**
 * Credit a checkout in progress holds: its `spent` entry, and until when. A hold ends once,
 * settled (the payment went through) or released (a `released` entry gives it back).
 */
export const storeCreditHolds = pgTable(
  'store_credit_holds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    spentEntryId: integer()
      .notNull()
      .unique()
      .references(() => storeCreditEntries.id),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    amountCents: integer().notNull(),
    checkoutId: integer().references(() => purchases.id),
    /** The payment's own expiry: an abandoned checkout's credit comes back then. */
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
    releasedEntryId: integer().references(() => storeCreditEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('store_credit_holds_amount_check', sql`${t.amountCents} > 0`),
    // The sweeper's question: which open holds are past their time.
    index('store_credit_holds_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.settledAt} is null and ${t.releasedEntryId} is null`),
    uniqueIndex('store_credit_holds_checkout_unique').on(t.checkoutId),
  ],
);

/** The owner's store-credit settings for a store; a store without a row reads the defaults. */
export const storeCreditSettings = pgTable(
  'store_credit_settings',
  {
    location: location().primaryKey(),
    staffIssueLimitCents: integer().notNull().default(DEFAULT_STAFF_ISSUE_LIMIT_CENTS),
    ...timestamps(),
  },
  (t) => [
    locationCheck('store_credit_settings_location_check', t.location),
    check('store_credit_settings_limit_check', sql`${t.staffIssueLimitCents} >= 0`),
  ],
);

/**
 * The ledger rolled up per store, store day and kind, for the credit report
 * (docs/architecture.md#reports): a statement trigger on `store_credit_entries` (drizzle/0025)
 * adds each statement's new entries in its own transaction. Entries are never edited or
 * deleted, so the rollup is only ever added to and always equals the ledger's sums; a year of
 * 200,000 entries is then at most a few thousand rows to add up.
 */
export const creditDays = pgTable(
  'credit_days',
  {
    location: text().$type<Location>().notNull(),
    day: date({ mode: 'string' }).notNull(),
    kind: varchar({ length: 20 }).$type<LedgerKind>().notNull(),
    entries: integer().notNull().default(0),
    /** Signed, as the entries are. */
    cents: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.location, t.day, t.kind] })],
);
