import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ItemType } from '../../../domain/inventory/sellable-kinds.ts';
import type { OrderStatus, PaymentStatus } from '../../../domain/orders/order.contract.ts';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import {
  type RefundDestination,
  TENDER_METHODS,
  type TenderMethod,
} from '../../../domain/orders/tenders.ts';
import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import { channelChecks, createdAt, location, locationCheck, timestamps } from './columns.ts';
import { customerAddresses, customerPaymentMethods, customers } from './customers.ts';
import { purchases, purchaseTenders } from './payments.ts';

export const customerOrders = pgTable(
  'customer_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Absent only for a counter sale to a walk-in. */
    customerId: integer().references(() => customers.id, { onDelete: 'restrict' }),
    /** The website or the counter; a counter sale's order number is its receipt number. */
    channel: varchar({ length: 10 }).$type<SalesChannel>().notNull().default('online'),
    orderNumber: varchar({ length: 50 }).notNull().unique(),
    /** Short code read out at the counter when an online order is collected; none at the counter. */
    pickupCode: varchar({ length: 8 }),
    status: varchar({ length: 20 }).$type<OrderStatus>().notNull().default('pending'),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    totalAmountCents: integer().notNull(),
    /** The tax charged (in `totalAmountCents`), on `taxableCents` at `taxRateMilli`, from its purchase. */
    taxAmountCents: integer().notNull().default(0),
    taxableCents: integer().notNull().default(0),
    taxRateMilli: integer().notNull().default(0),
    shippingAmountCents: integer().notNull().default(0),
    paymentStatus: varchar({ length: 20 }).$type<PaymentStatus>().notNull().default('pending'),
    paymentMethodId: integer().references(() => customerPaymentMethods.id, {
      onDelete: 'set null',
    }),
    shippingAddressId: integer().references(() => customerAddresses.id, { onDelete: 'set null' }),
    billingAddressId: integer().references(() => customerAddresses.id, { onDelete: 'set null' }),
    notes: text(),
    /** One order per purchase: completing a purchase twice finds the order it made. */
    purchaseId: integer()
      .unique()
      .references(() => purchases.id),
    /** The card tender's payment intent, when a card paid. */
    paymentIntentId: text().unique(),
    paymentMethod: varchar({ length: 50 }),
    location: location(),
    /** Set when a paid order could not be fulfilled (stock ran out) and staff must look. */
    needsAttention: boolean().notNull().default(false),
    /**
     * Why such an order could not be fulfilled, as the error code its customer is answered with
     * each time they ask for it (stock sold out, the held store credit given back meanwhile).
     */
    unfulfilledCode: varchar({ length: 30 }).$type<ErrorCode>(),
    ...timestamps(),
  },
  (t) => [
    locationCheck('customer_orders_location_check', t.location),
    channelChecks('customer_orders', t.channel, t.customerId),
    check(
      'customer_orders_pickup_code_check',
      sql`${t.channel} = 'counter' or ${t.pickupCode} is not null`,
    ),
    check(
      'customer_orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'ready_for_pickup', 'picked_up', 'cancelled')`,
    ),
    check('customer_orders_total_check', sql`${t.totalAmountCents} >= 0`),
    index('customer_orders_location_created_idx').on(t.location, t.createdAt),
    index('customer_orders_customer_created_idx').on(t.customerId, t.createdAt),
    // Reports: the orders waiting at the counter, and those cancelled.
    index('customer_orders_waiting_idx')
      .on(t.location, t.createdAt)
      .where(sql`${t.status} in ('paid', 'ready_for_pickup')`),
    index('customer_orders_cancelled_idx')
      .on(t.location, t.createdAt)
      .where(sql`${t.status} = 'cancelled'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    itemType: varchar({ length: 20 }).$type<ItemType>().notNull(),
    itemId: integer().notNull(),
    itemName: text().notNull(),
    quantity: integer().notNull().default(1),
    unitPriceCents: integer().notNull(),
    totalPriceCents: integer().notNull(),
    /** The line's part of the order's sales tax, which a refund of the line gives back. */
    taxCents: integer().notNull().default(0),
    /** What the item was when it was sold, so later catalog edits do not rewrite history. */
    itemData: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    // Never below zero: the top-items report bounds an item's sales over a range by its year's.
    check('order_items_price_check', sql`${t.unitPriceCents} >= 0 and ${t.totalPriceCents} >= 0`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/**
 * One stamp per paid order of at least $5, at most one a day per customer (in the stores'
 * time zone). Ten unredeemed stamps make a full card, redeemed by one discounted order.
 */
export const loyaltyStamps = pgTable(
  'loyalty_stamps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    earnedOn: date({ mode: 'string' }).notNull(),
    redeemedByOrderId: integer().references(() => customerOrders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('loyalty_stamps_one_per_day').on(t.customerId, t.earnedOn),
    index('loyalty_stamps_customer_idx').on(t.customerId, t.redeemedByOrderId),
  ],
);

/**
 * Goods brought back from an order (a counter sale or an online order), returned at the
 * counter: who took them back, where the money went, and what it came to with the tax. Its
 * lines say what came back, and its money is the `order_refunds` rows that name it.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    /** The order's first return is 1: the return number is the order's number and this. */
    sequence: integer().notNull(),
    location: location(),
    refundTo: varchar({ length: 20 }).$type<RefundDestination>().notNull(),
    /** What went back, tax included. */
    amountCents: integer().notNull(),
    taxCents: integer().notNull(),
    cashierLabel: varchar({ length: 100 }).notNull(),
    employeeId: integer(),
    /** The Idempotency-Key it was sent with, and what its body came to: a retry makes no other. */
    idempotencyKey: varchar({ length: 100 }),
    requestHash: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    locationCheck('order_returns_location_check', t.location),
    unique('order_returns_sequence_unique').on(t.orderId, t.sequence),
    unique('order_returns_idempotency_unique').on(t.orderId, t.idempotencyKey),
    check('order_returns_amount_check', sql`${t.amountCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);

/** A line of an order brought back: how many, whether they went back on the shelf, their money. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    returnId: integer()
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    /** False for goods brought back damaged: recorded, but the stock is left alone. */
    restock: boolean().notNull(),
    /** The line's paid price for these, after discounts, without tax. */
    amountCents: integer().notNull(),
    taxCents: integer().notNull(),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_item_idx').on(t.orderItemId),
    check('order_return_lines_quantity_check', sql`${t.quantity} > 0`),
    check('order_return_lines_amount_check', sql`${t.amountCents} >= 0 and ${t.taxCents} >= 0`),
  ],
);

/**
 * Money that went back to a customer for an order: how much, to which method (the tender that
 * paid, or store credit when staff chose it), why, and the tender it came out of. A card refund
 * is sent after its transaction commits: started when a sender takes it, refunded when the
 * provider accepted it, sent under its idempotency key so it goes out once however often it is
 * sent. Credit is in the ledger in the refund's own transaction, so it is refunded at once.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => customerOrders.id, { onDelete: 'cascade' }),
    tenderId: integer().references(() => purchaseTenders.id),
    /** The event entry it refunds, when a dropped paid entry owes it. */
    registrationId: integer(),
    /** The return it pays back, when goods were brought back at the counter. */
    returnId: integer().references(() => orderReturns.id, { onDelete: 'cascade' }),
    method: varchar({ length: 20 }).$type<TenderMethod>().notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    idempotencyKey: text().notNull(),
    refundStartedAt: timestamp({ withTimezone: true, mode: 'date' }),
    refundedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    index('order_refunds_return_idx').on(t.returnId),
    index('order_refunds_gift_card_idx').on(t.orderId).where(sql`${t.method} = 'gift_card'`),
    unique('order_refunds_idempotency_key_unique').on(t.idempotencyKey),
    // An entry's refund comes out of each tender once (a split refund is one row a tender).
    unique('order_refunds_registration_tender_unique').on(t.registrationId, t.tenderId),
    check('order_refunds_amount_check', sql`${t.amountCents} > 0`),
    check(
      'order_refunds_method_check',
      sql.raw(`method in (${TENDER_METHODS.map((method) => `'${method}'`).join(', ')})`),
    ),
    // Card refunds still to send, for the sweeper.
    index('order_refunds_due_idx')
      .on(t.createdAt)
      .where(sql`${t.method} = 'card' and ${t.refundedAt} is null`),
  ],
);
