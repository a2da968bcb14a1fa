import { and, asc, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { SELLABLE_KINDS } from '../../../domain/inventory/sellable-kinds.ts';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type ReportScope,
} from '../../../domain/reports/reports.contract.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  customerOrders,
  customers,
  giftCards,
  kindSalesDays,
  orderItems,
  orderRefunds,
  purchaseTenders,
  registrations,
  reportSettings,
  salesDays,
  tournaments,
} from '../../db/schema/index.ts';
import {
  bucketOf,
  centsSum,
  countWhere,
  inScope,
  staffRefundsIn,
  storeDayOf,
  withinDays,
  withinStoreDays,
} from './report-sql.ts';

export interface ReportWindow {
  scope: ReportScope;
  from: string;
  to: string;
}

export interface BucketedWindow extends ReportWindow {
  groupBy: GroupBy;
}

/** The first column of a select: grouping by position, as a bucket's SQL carries parameters. */
const BY_FIRST = sql`1`;

const customerName = sql<string>`trim(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, ''))`;

/**
 * An order with something left to hand over: goods from the shelf (an event entry is taken up
 * at the event, a gift card arrives by mail), not refunded in full. What is left unrefunded
 * less its gift cards still good (never refunded) is what its goods are still paid for; one
 * without tenders recorded counts as unrefunded.
 */
const somethingToHandOver = sql`exists (
  select 1 from ${orderItems}
  where ${orderItems.orderId} = ${customerOrders.id}
    and ${orderItems.itemType} in (${sql.join(
      SELLABLE_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )}))
  and (${customerOrders.totalAmountCents} = 0 or coalesce((
  select sum(${purchaseTenders.amountCents} - ${purchaseTenders.refundedCents}) from ${purchaseTenders}
  where ${purchaseTenders.purchaseId} = ${customerOrders.purchaseId}), ${customerOrders.totalAmountCents})
  - (select coalesce(sum(${giftCards.amountCents}), 0) from ${giftCards}
     where ${giftCards.orderId} = ${customerOrders.id} and ${giftCards.status} <> 'void') > 0)`;

/** The reports' reads: each an aggregate the database computes, never a walk over orders here. */
export function createReportsRepository(db: Database) {
  const ordersIn = ({ scope, from, to }: ReportWindow) =>
    and(
      inScope(customerOrders.location, scope),
      withinStoreDays(customerOrders.createdAt, from, to),
    );

  /** Online entry refunds owed by drops, removals and event cancellations; a cancelled order's own refund is its cancellation. */
  const entryRefundsIn = ({ scope, from, to }: ReportWindow) =>
    and(
      isNotNull(registrations.refundCents),
      inScope(tournaments.location, scope),
      withinStoreDays(registrations.droppedAt, from, to),
      or(sql`${customerOrders.id} is null`, ne(customerOrders.status, 'cancelled')),
    );

  return {
    /** Orders, money taken and discounts per bucket and channel; cancelled orders only counted. */
    salesByBucket({ scope, from, to, groupBy }: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(salesDays.day, groupBy, from),
          channel: salesDays.channel,
          orders: sql<number>`sum(${salesDays.orders})::int`.mapWith(Number),
          paidCents: centsSum(salesDays.paidCents),
          discountCents: centsSum(salesDays.discountCents),
          cancelled: sql<number>`sum(${salesDays.cancelled})::int`.mapWith(Number),
        })
        .from(salesDays)
        .where(and(inScope(salesDays.location, scope), withinDays(salesDays.day, from, to)))
        .groupBy(BY_FIRST, salesDays.channel);
    },

    /** Line totals per bucket and kind of thing sold, over the sales. */
    linesByBucket({ scope, from, to, groupBy }: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(kindSalesDays.day, groupBy, from),
          itemType: kindSalesDays.itemType,
          cents: centsSum(kindSalesDays.cents),
        })
        .from(kindSalesDays)
        .where(and(inScope(kindSalesDays.location, scope), withinDays(kindSalesDays.day, from, to)))
        .groupBy(BY_FIRST, kindSalesDays.itemType);
    },

    /** Entry refunds per bucket of the day the drop owed them. */
    refundsByBucket(window: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(storeDayOf(registrations.droppedAt), window.groupBy, window.from),
          cents: centsSum(registrations.refundCents),
        })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .leftJoin(customerOrders, eq(customerOrders.id, registrations.orderId))
        .where(entryRefundsIn(window))
        .groupBy(BY_FIRST);
    },

    /** Staff refunds and returns per bucket of the day the money went back. */
    staffRefundsByBucket(window: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(storeDayOf(orderRefunds.createdAt), window.groupBy, window.from),
          cents: centsSum(orderRefunds.amountCents),
        })
        .from(orderRefunds)
        .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
        .where(staffRefundsIn(window.scope, window.from, window.to))
        .groupBy(BY_FIRST);
    },

    /** Staff refunds and returns in the range, one row an order and day, newest first. */
    staffRefunds(window: ReportWindow, limit: number | undefined) {
      const day = sql<string>`to_char(${storeDayOf(orderRefunds.createdAt)}, 'YYYY-MM-DD')`;
      const query = db
        .select({
          day,
          location: customerOrders.location,
          orderNumber: customerOrders.orderNumber,
          customer: sql<string>`coalesce(nullif(${customerName}, ''), 'Walk-in')`,
          cents: centsSum(orderRefunds.amountCents),
          // Sent once no part of it still waits for the provider.
          sent: sql<boolean>`bool_and(${orderRefunds.refundedAt} is not null)`,
        })
        .from(orderRefunds)
        .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
        .leftJoin(customers, eq(customers.id, customerOrders.customerId))
        .where(staffRefundsIn(window.scope, window.from, window.to))
        .groupBy(sql`1`, customerOrders.id, customers.id)
        .orderBy(sql`1 desc`, desc(sql`max(${orderRefunds.createdAt})`));
      return limit === undefined ? query : query.limit(limit);
    },

    /** Each event in the range with its seats taken, its waitlist and what its entries brought. */
    events({ scope, from, to }: ReportWindow) {
      const registered = eq(registrations.status, 'registered');
      // An entry whose order was cancelled, or that came back at the counter, was refunded
      // with its order: it brought nothing.
      const kept = sql`coalesce(${registrations.endedReason}, '') not in ('order_cancelled', 'returned')`;
      return db
        .select({
          id: tournaments.id,
          name: tournaments.name,
          date: tournaments.date,
          location: tournaments.location,
          status: tournaments.status,
          capacity: tournaments.maxParticipants,
          registered: countWhere(registered),
          waitlisted: countWhere(eq(registrations.status, 'waitlisted')),
          paidCents: centsSum(registrations.paidCents, kept),
          refundCents: centsSum(sql`coalesce(${registrations.refundCents}, 0)`, kept),
        })
        .from(tournaments)
        .leftJoin(registrations, eq(registrations.tournamentId, tournaments.id))
        .where(
          and(
            inScope(tournaments.location, scope),
            sql`${tournaments.date} between ${from}::date and ${to}::date`,
          ),
        )
        .groupBy(tournaments.id)
        .orderBy(asc(tournaments.date), asc(tournaments.id));
    },

    /** Orders placed in the range and cancelled since, newest first. */
    cancellations(window: ReportWindow, limit: number | undefined) {
      const query = db
        .select({
          day: sql<string>`to_char(${storeDayOf(customerOrders.createdAt)}, 'YYYY-MM-DD')`,
          location: customerOrders.location,
          orderNumber: customerOrders.orderNumber,
          customer: customerName,
          cents: customerOrders.totalAmountCents,
          paymentStatus: customerOrders.paymentStatus,
        })
        .from(customerOrders)
        .innerJoin(customers, eq(customers.id, customerOrders.customerId))
        .where(and(ordersIn(window), eq(customerOrders.status, 'cancelled')))
        .orderBy(desc(customerOrders.createdAt), desc(customerOrders.id));
      return limit === undefined ? query : query.limit(limit);
    },

    /** Entry refunds owed in the range, newest first. */
    entryRefunds(window: ReportWindow, limit: number | undefined) {
      const query = db
        .select({
          day: sql<string>`to_char(${storeDayOf(registrations.droppedAt)}, 'YYYY-MM-DD')`,
          location: tournaments.location,
          eventName: tournaments.name,
          customer: customerName,
          cents: sql<number>`${registrations.refundCents}`.mapWith(Number),
          // Sent once the entry's refund is recorded on its order and no part of it still waits for the provider.
          sent: sql<boolean>`(select coalesce(bool_and(${orderRefunds.refundedAt} is not null), false) from ${orderRefunds} where ${orderRefunds.registrationId} = ${registrations.id})`,
        })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .innerJoin(customers, eq(customers.id, registrations.customerId))
        .leftJoin(customerOrders, eq(customerOrders.id, registrations.orderId))
        .where(entryRefundsIn(window))
        .orderBy(desc(registrations.droppedAt), desc(registrations.id));
      return limit === undefined ? query : query.limit(limit);
    },

    /** Paid orders not yet collected, oldest first: what must not sit forgotten in the pickup queue. */
    waitingOrders(scope: ReportScope) {
      return db
        .select({
          id: customerOrders.id,
          orderNumber: customerOrders.orderNumber,
          pickupCode: customerOrders.pickupCode,
          location: customerOrders.location,
          customer: customerName,
          status: customerOrders.status,
          createdAt: customerOrders.createdAt,
          cents: customerOrders.totalAmountCents,
        })
        .from(customerOrders)
        .innerJoin(customers, eq(customers.id, customerOrders.customerId))
        .where(
          and(
            inScope(customerOrders.location, scope),
            inArray(customerOrders.status, ['paid', 'ready_for_pickup']),
            somethingToHandOver,
          ),
        )
        .orderBy(asc(customerOrders.createdAt), asc(customerOrders.id));
    },

    /** Each store's low-stock threshold: its setting, or the default. */
    async thresholds(): Promise<Map<Location, number>> {
      const rows = await db.select().from(reportSettings);
      return new Map(
        LOCATIONS.map((store) => [
          store,
          rows.find((row) => row.location === store)?.lowStockThreshold ??
            DEFAULT_LOW_STOCK_THRESHOLD,
        ]),
      );
    },

    /** Sets a store's threshold and answers the one it replaces, in the caller's transaction. */
    async setThreshold(tx: Transaction, location: Location, lowStockThreshold: number) {
      const [before] = await tx
        .select({ threshold: reportSettings.lowStockThreshold })
        .from(reportSettings)
        .where(eq(reportSettings.location, location))
        .for('update');
      await tx
        .insert(reportSettings)
        .values({ location, lowStockThreshold })
        .onConflictDoUpdate({ target: reportSettings.location, set: { lowStockThreshold } });
      return before?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
