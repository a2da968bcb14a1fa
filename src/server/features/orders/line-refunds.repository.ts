import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { registrations } from '../../db/schema/index.ts';

/**
 * The refunds recorded against the lines of these orders, in cents by order id: today the
 * paid event entries dropped, removed or cancelled in time (`registrations.refund_cents`),
 * whether the refund has gone out yet or is still being sent.
 */
export async function lineRefundsOf(
  db: Database,
  orderIds: number[],
): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: registrations.orderId,
      cents: sql<number>`sum(${registrations.refundCents})::int`,
    })
    .from(registrations)
    .where(and(inArray(registrations.orderId, orderIds), isNotNull(registrations.refundCents)))
    .groupBy(registrations.orderId);
  return new Map(
    rows.flatMap(({ orderId, cents }) => (orderId === null ? [] : [[orderId, cents]])),
  );
}
