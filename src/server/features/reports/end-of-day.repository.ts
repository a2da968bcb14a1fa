import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { EndOfDaySums } from '../../../domain/reports/end-of-day.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import {
  cashDrawers,
  counterSales,
  customerOrders,
  drawerMovements,
  orderItems,
  orderRefunds,
  orderReturns,
  purchaseTenders,
  storeCreditEntries,
  tradeIns,
} from '../../db/schema/index.ts';
import {
  afterStoreDay,
  beforeStoreDay,
  centsSum,
  countWhere,
  isSale,
  storeDayText,
  withinStoreDays,
} from './report-sql.ts';

/** The counter's sales of one store on one store day. */
const counterSalesOf = (location: Location, day: string) =>
  and(
    eq(customerOrders.channel, 'counter'),
    eq(customerOrders.location, location),
    isSale(customerOrders.status),
    withinStoreDays(customerOrders.createdAt, day, day),
  );

const movementSum = (kind: (typeof drawerMovements.$inferSelect)['kind'], when?: SQL) =>
  centsSum(drawerMovements.amountCents, and(eq(drawerMovements.kind, kind), when));

/** A drawer of the store opened before the day and not closed before it began. */
const openIntoDay = (location: Location, day: string) =>
  and(
    eq(cashDrawers.location, location),
    beforeStoreDay(cashDrawers.openedAt, day),
    or(isNull(cashDrawers.closedAt), sql`not ${beforeStoreDay(cashDrawers.closedAt, day)}`),
  );

const addsCredit = sql`${storeCreditEntries.amountCents} > 0`;
const takesCredit = sql`${storeCreditEntries.amountCents} < 0`;

/** The end of day's sums, each an aggregate the database computes. */
export function createEndOfDayRepository(db: Database) {
  return {
    async sums(location: Location, day: string): Promise<Omit<EndOfDaySums, 'location' | 'date'>> {
      const sold = counterSalesOf(location, day);
      const counterOrdersHere = and(
        eq(customerOrders.channel, 'counter'),
        eq(customerOrders.location, location),
      );
      const [
        [sales],
        returns,
        [returnedTax],
        tenders,
        kinds,
        cashiers,
        drawers,
        carriedOver,
        credit,
        payouts,
      ] = await Promise.all([
        db
          .select({
            count: countWhere(),
            grossCents: centsSum(customerOrders.subtotalCents),
            discountCents: centsSum(customerOrders.discountCents),
            taxCents: centsSum(customerOrders.taxAmountCents),
          })
          .from(customerOrders)
          .where(sold),
        db
          .select({
            cents: centsSum(orderRefunds.amountCents),
            toCreditCents: centsSum(
              orderRefunds.amountCents,
              eq(orderRefunds.method, 'store_credit'),
            ),
          })
          .from(orderRefunds)
          .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
          .where(and(counterOrdersHere, withinStoreDays(orderRefunds.createdAt, day, day))),
        // The tax that went back with goods returned: refunds above carry it, sales' tax less it.
        db
          .select({ cents: centsSum(orderReturns.taxCents) })
          .from(orderReturns)
          .innerJoin(customerOrders, eq(customerOrders.id, orderReturns.orderId))
          .where(and(counterOrdersHere, withinStoreDays(orderReturns.createdAt, day, day))),
        db
          .select({
            method: purchaseTenders.method,
            count: countWhere(),
            cents: centsSum(purchaseTenders.amountCents),
          })
          .from(purchaseTenders)
          .innerJoin(customerOrders, eq(customerOrders.purchaseId, purchaseTenders.purchaseId))
          .where(sold)
          .groupBy(purchaseTenders.method),
        db
          .select({
            kind: orderItems.itemType,
            units: sql<number>`sum(${orderItems.quantity})::int`.mapWith(Number),
            cents: centsSum(orderItems.totalPriceCents),
          })
          .from(orderItems)
          .innerJoin(customerOrders, eq(customerOrders.id, orderItems.orderId))
          .where(sold)
          .groupBy(orderItems.itemType),
        db
          .select({
            cashier: counterSales.cashierLabel,
            count: countWhere(),
            cents: centsSum(customerOrders.totalAmountCents),
          })
          .from(counterSales)
          .innerJoin(customerOrders, eq(customerOrders.id, counterSales.orderId))
          .where(sold)
          .groupBy(counterSales.cashierLabel)
          .orderBy(asc(counterSales.cashierLabel)),
        db
          .select({
            id: cashDrawers.id,
            register: cashDrawers.register,
            openedBy: cashDrawers.openedBy,
            status: cashDrawers.status,
            floatCents: cashDrawers.floatCents,
            countedCents: cashDrawers.countedCents,
            cashSalesCents: movementSum('cash_sale'),
            cashRefundsCents: movementSum('cash_refund'),
            paidInCents: movementSum('paid_in'),
            paidOutCents: movementSum('paid_out'),
            tradeInPayoutsCents: movementSum('trade_in_payout'),
            closedOn: storeDayText(cashDrawers.closedAt),
            cashSalesAfterDayCents: movementSum(
              'cash_sale',
              afterStoreDay(drawerMovements.createdAt, day),
            ),
          })
          .from(cashDrawers)
          .leftJoin(drawerMovements, eq(drawerMovements.drawerId, cashDrawers.id))
          .where(
            and(
              eq(cashDrawers.location, location),
              withinStoreDays(cashDrawers.openedAt, day, day),
            ),
          )
          .groupBy(cashDrawers.id)
          .orderBy(asc(cashDrawers.openedAt), asc(cashDrawers.id)),
        db
          .select({
            id: cashDrawers.id,
            register: cashDrawers.register,
            openedBy: cashDrawers.openedBy,
            openedOn: sql<string>`${storeDayText(cashDrawers.openedAt)}`,
            closedOn: storeDayText(cashDrawers.closedAt),
            cashSalesCents: movementSum(
              'cash_sale',
              withinStoreDays(drawerMovements.createdAt, day, day),
            ),
          })
          .from(cashDrawers)
          .leftJoin(drawerMovements, eq(drawerMovements.drawerId, cashDrawers.id))
          .where(openIntoDay(location, day))
          .groupBy(cashDrawers.id)
          .orderBy(asc(cashDrawers.openedAt), asc(cashDrawers.id)),
        db
          .select({
            kind: storeCreditEntries.kind,
            added: countWhere(addsCredit),
            addedCents: centsSum(storeCreditEntries.amountCents, addsCredit),
            removedCents: centsSum(sql`-${storeCreditEntries.amountCents}`, takesCredit),
          })
          .from(storeCreditEntries)
          .where(
            and(
              eq(storeCreditEntries.location, location),
              withinStoreDays(storeCreditEntries.createdAt, day, day),
            ),
          )
          .groupBy(storeCreditEntries.kind),
        db
          .select({
            payout: tradeIns.payout,
            count: countWhere(),
            cents: centsSum(tradeIns.paidCents),
          })
          .from(tradeIns)
          .where(
            and(
              eq(tradeIns.location, location),
              eq(tradeIns.status, 'accepted'),
              withinStoreDays(tradeIns.acceptedAt, day, day),
            ),
          )
          .groupBy(tradeIns.payout),
      ]);
      return {
        sales: sales ?? { count: 0, grossCents: 0, discountCents: 0, taxCents: 0 },
        returnsCents: returns[0]?.cents ?? 0,
        returnedTaxCents: returnedTax?.cents ?? 0,
        returnedToCreditCents: returns[0]?.toCreditCents ?? 0,
        tenders,
        kinds,
        cashiers,
        drawers,
        carriedOver,
        credit,
        tradeIns: payouts,
      };
    },
  };
}

export type EndOfDayRepository = ReturnType<typeof createEndOfDayRepository>;
