import { and, asc, desc, eq, gt, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { GroupBy } from '../../../domain/reports/report-range.ts';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type ReportScope,
  type StockList,
  type TopItemSort,
} from '../../../domain/reports/reports.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  cards,
  customerOrders,
  customers,
  merchandise,
  orderItems,
  registrations,
  reportSettings,
  tournaments,
} from '../../db/schema/index.ts';
import {
  bucketOf,
  centsSum,
  countWhere,
  inScope,
  isSale,
  storeDayOf,
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

/** The threshold of the row's store: its setting, or the default. */
const thresholdOf =
  sql<number>`coalesce(${reportSettings.lowStockThreshold}, ${DEFAULT_LOW_STOCK_THRESHOLD})`.mapWith(
    Number,
  );

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
    /** Orders, money taken and discounts per bucket; cancelled orders only counted. */
    salesByBucket(window: BucketedWindow) {
      const sale = isSale(customerOrders.status);
      return db
        .select({
          bucket: bucketOf(customerOrders.createdAt, window.groupBy, window.from),
          orders: countWhere(sale),
          paidCents: centsSum(customerOrders.totalAmountCents, sale),
          discountCents: centsSum(customerOrders.discountCents, sale),
          cancelled: countWhere(eq(customerOrders.status, 'cancelled')),
        })
        .from(customerOrders)
        .where(ordersIn(window))
        .groupBy(BY_FIRST);
    },

    /** Line totals per bucket and kind of thing sold, over the sales. */
    linesByBucket(window: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(customerOrders.createdAt, window.groupBy, window.from),
          itemType: orderItems.itemType,
          cents: centsSum(orderItems.totalPriceCents),
        })
        .from(orderItems)
        .innerJoin(customerOrders, eq(customerOrders.id, orderItems.orderId))
        .where(and(ordersIn(window), isSale(customerOrders.status)))
        .groupBy(BY_FIRST, orderItems.itemType);
    },

    /** Entry refunds per bucket of the day the drop owed them. */
    refundsByBucket(window: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(registrations.droppedAt, window.groupBy, window.from),
          cents: centsSum(registrations.refundCents),
        })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .leftJoin(customerOrders, eq(customerOrders.id, registrations.orderId))
        .where(entryRefundsIn(window))
        .groupBy(BY_FIRST);
    },

    /** The items that brought the most money, or sold the most copies, over the sales. */
    topItems(window: ReportWindow, sort: TopItemSort, limit: number | undefined) {
      const units = sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number);
      const cents = centsSum(orderItems.totalPriceCents);
      const query = db
        .select({
          itemType: orderItems.itemType,
          itemId: orderItems.itemId,
          name: sql<string>`max(${orderItems.itemName})`,
          location: customerOrders.location,
          units,
          cents,
        })
        .from(orderItems)
        .innerJoin(customerOrders, eq(customerOrders.id, orderItems.orderId))
        .where(and(ordersIn(window), isSale(customerOrders.status)))
        .groupBy(orderItems.itemType, orderItems.itemId, customerOrders.location)
        .orderBy(
          ...(sort === 'revenue' ? [desc(cents), desc(units)] : [desc(units), desc(cents)]),
          asc(orderItems.itemType),
          asc(orderItems.itemId),
        );
      return limit === undefined ? query : query.limit(limit);
    },

    /**
     * Cards and products for sale at or below their store's threshold (low), or in stock with
     * nothing sold in the range (slow, the money sitting on the shelf first).
     */
    async stock(window: ReportWindow, list: StockList, limit: number | undefined) {
      const soldIn = (
        itemType: 'card' | 'merchandise',
        id: typeof cards.id | typeof merchandise.id,
      ) =>
        sql`not exists (select 1 from ${orderItems} inner join ${customerOrders}
          on ${customerOrders.id} = ${orderItems.orderId}
          where ${orderItems.itemType} = ${itemType} and ${orderItems.itemId} = ${id}
          and ${isSale(customerOrders.status)} and ${ordersIn(window)})`;
      const part = (itemType: 'card' | 'merchandise', table: typeof cards | typeof merchandise) =>
        db
          .select({
            itemType: sql<'card' | 'merchandise'>`${itemType}::text`.as('item_type'),
            itemId: sql<number>`${table.id}`.as('item_id'),
            name: sql<string>`${table.name}`.as('name'),
            location: sql<Location>`${table.location}`.as('location'),
            stock: sql<number>`${table.stock}`.as('stock'),
            priceCents: sql<number>`${table.priceCents}`.as('price_cents'),
            threshold: thresholdOf.as('threshold'),
          })
          .from(table)
          .leftJoin(reportSettings, eq(reportSettings.location, table.location))
          .where(
            and(
              inScope(table.location, window.scope),
              list === 'low'
                ? and(eq(table.forSale, true), lte(table.stock, thresholdOf))
                : and(gt(table.stock, 0), soldIn(itemType, table.id)),
            ),
          );
      const items = part('card', cards).unionAll(part('merchandise', merchandise)).as('items');
      const ordered = db
        .select()
        .from(items)
        .orderBy(
          ...(list === 'low'
            ? [asc(items.stock), asc(items.name)]
            : [desc(sql`${items.priceCents} * ${items.stock}`), asc(items.name)]),
          asc(items.itemType),
          asc(items.itemId),
        );
      const [rows, [counted]] = await Promise.all([
        limit === undefined ? ordered : ordered.limit(limit),
        db.select({ total: countWhere() }).from(items),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },

    /** Each event in the range with its seats taken, its waitlist and what its entries brought. */
    events({ scope, from, to }: ReportWindow) {
      const registered = eq(registrations.status, 'registered');
      const kept = sql`${registrations.endedReason} is distinct from 'order_cancelled'`;
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
    cancellations(window: ReportWindow) {
      return db
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
    },

    /** Entry refunds owed in the range, newest first. */
    entryRefunds(window: ReportWindow) {
      return db
        .select({
          day: sql<string>`to_char(${storeDayOf(registrations.droppedAt)}, 'YYYY-MM-DD')`,
          location: tournaments.location,
          eventName: tournaments.name,
          customer: customerName,
          cents: sql<number>`${registrations.refundCents}`.mapWith(Number),
          refundedAt: registrations.refundedAt,
        })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .innerJoin(customers, eq(customers.id, registrations.customerId))
        .leftJoin(customerOrders, eq(customerOrders.id, registrations.orderId))
        .where(entryRefundsIn(window))
        .orderBy(desc(registrations.droppedAt), desc(registrations.id));
    },

    /** Paid orders not yet collected, oldest first: what must not sit forgotten at the counter. */
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
          ),
        )
        .orderBy(asc(customerOrders.createdAt), asc(customerOrders.id));
    },

    async threshold(location: Location): Promise<number> {
      const [row] = await db
        .select({ threshold: reportSettings.lowStockThreshold })
        .from(reportSettings)
        .where(eq(reportSettings.location, location));
      return row?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
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
