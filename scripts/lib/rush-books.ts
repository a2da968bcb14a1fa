import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import {
  cards,
  customerOrders,
  orderItems,
  registrations,
  testPaymentIntents,
} from '../../src/server/db/schema/index.ts';
import { balanceProblems } from './crash-credit.ts';
import { seatProblems } from './crash-seat-invariants.ts';
import { EVENT_SEATS, HOT_STOCK, type RushStage } from './rush-setup.ts';

/**
 * The books after the rush, read from the stopped shop's database: each new single's copies
 * are what was left plus what orders and counter sales took (never more than were stocked),
 * no event seats more than it holds, every payment that succeeded made exactly one order, and
 * every store-credit balance is the sum of its entries.
 */
export async function checkRushBooks(
  db: Database,
  stage: RushStage,
  since: Date,
): Promise<{ problems: string[]; sold: number; orders: number }> {
  const problems: string[] = [];
  const hotIds = stage.hot.map((card) => card.id);
  const left = await db
    .select({ id: cards.id, stock: cards.stock })
    .from(cards)
    .where(inArray(cards.id, hotIds));
  const taken = await db
    .select({ id: orderItems.itemId, sold: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(customerOrders, eq(customerOrders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.itemType, 'card'),
        inArray(orderItems.itemId, hotIds),
        ne(customerOrders.status, 'cancelled'),
        gte(customerOrders.createdAt, since),
      ),
    )
    .groupBy(orderItems.itemId);
  const soldOf = new Map(taken.map((row) => [row.id, row.sold]));
  let sold = 0;
  for (const { id, stock } of left) {
    const copies = soldOf.get(id) ?? 0;
    sold += copies;
    if (stock + copies !== HOT_STOCK)
      problems.push(`card ${id}: ${stock} left and ${copies} sold of ${HOT_STOCK} stocked`);
  }

  const seats = await db
    .select()
    .from(registrations)
    .where(inArray(registrations.tournamentId, stage.events));
  const now = new Date();
  for (const event of stage.events) {
    problems.push(
      ...seatProblems(
        `event ${event}`,
        EVENT_SEATS,
        seats.filter((row) => row.tournamentId === event),
        now,
      ),
    );
  }

  const payments = await db
    .select({
      id: testPaymentIntents.id,
      orders: sql<number>`count(${customerOrders.id})::int`,
    })
    .from(testPaymentIntents)
    .leftJoin(customerOrders, eq(customerOrders.paymentIntentId, testPaymentIntents.id))
    .where(eq(testPaymentIntents.status, 'succeeded'))
    .groupBy(testPaymentIntents.id);
  for (const payment of payments) {
    if (payment.orders !== 1)
      problems.push(`payment ${payment.id} succeeded and made ${payment.orders} orders`);
  }
  problems.push(...(await balanceProblems(db)));
  return { problems, sold, orders: payments.length };
}
