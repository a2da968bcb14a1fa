import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PurchasedLineItem } from '../../../domain/inventory/sellable-kinds.ts';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import { TENDER_METHODS, type TenderMethod } from '../../../domain/orders/tenders.ts';
import { channelChecks, createdAt, location, locationCheck, timestamps } from './columns.ts';
import { customers } from './customers.ts';

/**
 * What a purchase pays for: its purpose (which feature fulfils it), the lines at the prices
 * charged, and the total, paid by its tenders (`purchase_tenders`). The order it becomes is
 * built from this, never from what a browser sends (docs/decisions/0004).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The card tender's payment intent; null when no card pays (credit covers it all). */
    paymentIntentId: text().unique(),
    /** Who took the card: the payment provider online, the store's own terminal at the counter. */
    provider: varchar({ length: 20 }).$type<'stripe' | 'test' | 'counter'>().notNull(),
    /** Where the sale was made; a counter sale may have no customer. */
    channel: varchar({ length: 10 }).$type<SalesChannel>().notNull().default('online'),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    /** Which fulfiller turns the paid purchase into its order: 'cart' today. */
    purpose: varchar({ length: 20 }).notNull().default('cart'),
    location: location(),
    lines: jsonb().$type<PurchasedLineItem[]>().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /**
     * The sales tax charged, worked out when the purchase began from the store's policy then,
     * so a later rate change never alters it: the taxed lines' amount after the discount, the
     * rate (thousandths of a percent) and the tax, which `totalCents` includes.
     */
    taxableCents: integer().notNull().default(0),
    taxRateMilli: integer().notNull().default(0),
    taxCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    locationCheck('purchases_location_check', t.location),
    channelChecks('purchases', t.channel, t.customerId),
    index('purchases_customer_idx').on(t.customerId),
  ],
);

/**
 * What pays a purchase: each tender's method, amount, its reference (the card's payment
 * intent, the credit's hold) and how much of it has gone back in refunds.
 */
export const purchaseTenders = pgTable(
  'purchase_tenders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer()
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    method: varchar({ length: 20 }).$type<TenderMethod>().notNull(),
    amountCents: integer().notNull(),
    reference: text(),
    /** Cash handed over at the counter, when more than the amount (the rest was change). */
    tenderedCents: integer(),
    /** The counter's card terminal: the card's brand and last four digits, never its number. */
    cardBrand: varchar({ length: 20 }),
    /** A card's or a gift card's last four characters. */
    lastFour: varchar({ length: 4 }),
    /** What a walk-in's gift card held once the sale was paid from it; null otherwise. */
    giftCardLeftCents: integer(),
    /**
     * What a customer's gift card, redeemed onto their credit to pay, left in that credit once
     * the sale was paid from it (the card is then empty); null otherwise.
     */
    giftCardToCreditCents: integer(),
    refundedCents: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // Cash and store credit once a purchase; bank cards and gift cards may be several.
    uniqueIndex('purchase_tenders_once_a_purchase')
      .on(t.purchaseId, t.method)
      .where(sql`${t.method} in ('cash', 'store_credit')`),
    // The credit report's gift card balance reads the few gift card tenders among them all.
    index('purchase_tenders_gift_card_idx').on(t.purchaseId).where(sql`${t.method} = 'gift_card'`),
    check('purchase_tenders_amount_check', sql`${t.amountCents} > 0`),
    check(
      'purchase_tenders_refunded_check',
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
    check(
      'purchase_tenders_method_check',
      sql.raw(`method in (${TENDER_METHODS.map((method) => `'${method}'`).join(', ')})`),
    ),
  ],
);

/**
 * The built-in test provider's payment intents, kept in the database so they survive a
 * restart and every app instance sees the same ones. Card numbers are never stored.
 */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text().primaryKey(),
  clientSecret: text().notNull(),
  amountCents: integer().notNull(),
  currency: varchar({ length: 3 }).notNull().default('usd'),
  status: varchar({ length: 30 }).notNull().default('requires_payment_method'),
  lastError: text(),
  cardLast4: varchar({ length: 4 }),
  refundedCents: integer().notNull().default(0),
  metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
  ...timestamps(),
});
