import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { addDays, storeInstant } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { afterCursor, containsPattern, encodeCursor, type KeysetOrder } from '../../db/keyset.ts';
import {
  counterSales,
  customerOrders,
  customers,
  orderItems,
  orderRefunds,
  purchaseTenders,
} from '../../db/schema/index.ts';

type SaleHead = typeof counterSales.$inferSelect & {
  order: typeof customerOrders.$inferSelect;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
};

/**
 * When a sale was rung, to the microsecond as PostgreSQL keeps it: a cursor of a `Date`'s
 * milliseconds would skip a sale rung earlier within the page's last millisecond.
 */
const createdAtKey = sql<string>`to_char(${counterSales.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const byNewest: KeysetOrder<{ createdAtKey: string; orderId: number }> = {
  keys: [counterSales.createdAt, counterSales.orderId],
  direction: 'desc',
  values: (row) => [row.createdAtKey, row.orderId],
};
/**
 * Sales read back as their receipts: one by its receipt number or idempotency key, a store's
 * sales a page at a time, a sale's lines and tenders, and what has been refunded of each.
 */
export function createCounterSaleReceiptsRepository(db: Database) {
  const heads = (reader: Database | Transaction = db) =>
    reader
      .select({
        sale: counterSales,
        order: customerOrders,
        customerFirstName: customers.firstName,
        customerLastName: customers.lastName,
        customerEmail: customers.email,
        createdAtKey,
      })
      .from(counterSales)
      .innerJoin(customerOrders, eq(customerOrders.id, counterSales.orderId))
      .leftJoin(customers, eq(customers.id, customerOrders.customerId));

  const toHead = (row: Awaited<ReturnType<ReturnType<typeof heads>['execute']>>[number]) => ({
    ...row.sale,
    order: row.order,
    customerFirstName: row.customerFirstName,
    customerLastName: row.customerLastName,
    customerEmail: row.customerEmail,
    createdAtKey: row.createdAtKey,
  });

  return {
    async findByKey(
      location: Location,
      idempotencyKey: string,
    ): Promise<{ receiptNumber: string; requestHash: string } | undefined> {
      const [row] = await db
        .select({
          receiptNumber: customerOrders.orderNumber,
          requestHash: counterSales.requestHash,
        })
        .from(counterSales)
        .innerJoin(customerOrders, eq(customerOrders.id, counterSales.orderId))
        .where(
          and(eq(counterSales.location, location), eq(counterSales.idempotencyKey, idempotencyKey)),
        );
      return row;
    },

    async head(receiptNumber: string): Promise<SaleHead | undefined> {
      const [row] = await heads().where(
        and(eq(customerOrders.orderNumber, receiptNumber), eq(customerOrders.channel, 'counter')),
      );
      return row && toHead(row);
    },

    /**
     * A store's sales, newest first, matching a receipt number or a customer's name, e-mail or
     * phone, and made on the store day given.
     */
    async page(
      location: Location,
      {
        q,
        day,
        cursor,
      }: { q?: string | undefined; day?: string | undefined; cursor?: string | undefined },
      limit: number,
    ) {
      const pattern = q ? containsPattern(q) : undefined;
      // Bounded by the stores' midnights, so the store's sales index answers the day.
      const onDay: SQL | undefined = day
        ? and(
            gte(counterSales.createdAt, storeInstant(`${day} 00:00`)),
            lt(counterSales.createdAt, storeInstant(`${addDays(day, 1)} 00:00`)),
          )
        : undefined;
      const matches: SQL | undefined = pattern
        ? or(
            ilike(customerOrders.orderNumber, pattern),
            ilike(
              sql`coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')`,
              pattern,
            ),
            ilike(customers.email, pattern),
            ilike(customers.phone, pattern),
          )
        : undefined;
      const rows = (
        await heads()
          .where(
            and(eq(counterSales.location, location), matches, onDay, afterCursor(byNewest, cursor)),
          )
          .orderBy(desc(counterSales.createdAt), desc(counterSales.orderId))
          .limit(limit + 1)
      ).map(toHead);
      const more = rows.length > limit;
      const shown = more ? rows.slice(0, limit) : rows;
      const last = shown.at(-1);
      return {
        rows: shown,
        nextCursor: more && last ? encodeCursor(byNewest.values(last)) : null,
      };
    },

    lines(orderId: number) {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id);
    },

    tenders(purchaseId: number) {
      return db
        .select()
        .from(purchaseTenders)
        .where(eq(purchaseTenders.purchaseId, purchaseId))
        .orderBy(purchaseTenders.id);
    },

    /** What has gone back to the customer of each of these orders, in cents. */
    async refundedCents(orderIds: readonly number[]): Promise<Map<number, number>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({
          orderId: orderRefunds.orderId,
          cents: sql<number>`sum(${orderRefunds.amountCents})::int`,
        })
        .from(orderRefunds)
        .where(inArray(orderRefunds.orderId, [...orderIds]))
        .groupBy(orderRefunds.orderId);
      return new Map(rows.map((row) => [row.orderId, row.cents]));
    },
  };
}

export type CounterSaleHead = SaleHead;
