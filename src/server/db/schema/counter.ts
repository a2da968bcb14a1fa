import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Denomination } from '../../../domain/counter/drawer.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { createdAt, location, locationCheck, timestamps } from './columns.ts';
import { customerOrders } from './orders.ts';

/** The last receipt number each store gave, moved on in the transaction of each counter sale. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    location: text().$type<Location>().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [locationCheck('receipt_counters_location_check', t.location)],
);

/**
 * What a counter sale adds to its order: the register, the cashier, the change handed back,
 * what its receipt prints of that moment (the cashier's name, the stamps it earned, the
 * customer's credit left), and the request's idempotency key with its body's hash, so a
 * retried Complete sale finds the sale it made instead of ringing it up twice.
 */
export const counterSales = pgTable(
  'counter_sales',
  {
    orderId: integer()
      .primaryKey()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    location: location(),
    register: varchar({ length: 40 }).notNull(),
    cashierLabel: varchar({ length: 100 }).notNull(),
    /** The name the receipt prints; null on sales rung before it was kept (the label then). */
    cashierName: varchar({ length: 100 }),
    employeeId: integer(),
    changeCents: integer().notNull().default(0),
    stampsEarned: integer().notNull().default(0),
    /** The customer's store credit once the sale was paid; null without a customer. */
    creditLeftCents: integer(),
    taxRateMilli: integer().notNull(),
    idempotencyKey: varchar({ length: 100 }).notNull(),
    requestHash: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    locationCheck('counter_sales_location_check', t.location),
    unique('counter_sales_idempotency_unique').on(t.location, t.idempotencyKey),
    index('counter_sales_location_created_idx').on(t.location, t.createdAt, t.orderId),
  ],
);

/** Each store's receipt footer: the return policy line the owner sets (Settings tab). */
export const receiptSettings = pgTable(
  'receipt_settings',
  {
    location: location().primaryKey(),
    returnPolicy: varchar({ length: 300 }).notNull(),
    ...timestamps(),
  },
  (t) => [locationCheck('receipt_settings_location_check', t.location)],
);

/** A cash drawer from its opening float to its count at closing. */
export const cashDrawers = pgTable(
  'cash_drawers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    location: location(),
    register: varchar({ length: 40 }).notNull(),
    status: varchar({ length: 10 }).$type<'open' | 'closed'>().notNull().default('open'),
    floatCents: integer().notNull(),
    openedBy: varchar({ length: 100 }).notNull(),
    openedAt: createdAt(),
    countedCents: integer(),
    denominations: jsonb().$type<Partial<Record<Denomination, number>>>(),
    closedBy: varchar({ length: 100 }),
    closedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    locationCheck('cash_drawers_location_check', t.location),
    check('cash_drawers_status_check', sql`${t.status} in ('open', 'closed')`),
    check('cash_drawers_float_check', sql`${t.floatCents} >= 0`),
    // One open drawer per store and register, "Main" and "main" being one register.
    uniqueIndex('cash_drawers_one_open')
      .on(t.location, sql`lower(${t.register})`)
      .where(sql`${t.status} = 'open'`),
    index('cash_drawers_location_opened_idx').on(t.location, t.openedAt),
  ],
);

/**
 * What moved a drawer's cash after its float: cash sales, cash refunds, paid in, paid out and
 * trade-ins paid in cash.
 */
export const drawerMovements = pgTable(
  'drawer_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    drawerId: integer()
      .notNull()
      .references(() => cashDrawers.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 20 })
      .$type<'cash_sale' | 'cash_refund' | 'paid_in' | 'paid_out' | 'trade_in_payout'>()
      .notNull(),
    /** Always positive: the kind says which way the cash moved. */
    amountCents: integer().notNull(),
    reason: text(),
    /** A receipt number, for a sale or a refund; a trade-in's number for its payout. */
    reference: varchar({ length: 50 }),
    by: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('drawer_movements_drawer_idx').on(t.drawerId, t.id),
    check('drawer_movements_amount_check', sql`${t.amountCents} > 0`),
    check(
      'drawer_movements_kind_check',
      sql`${t.kind} in ('cash_sale', 'cash_refund', 'paid_in', 'paid_out', 'trade_in_payout')`,
    ),
  ],
);
