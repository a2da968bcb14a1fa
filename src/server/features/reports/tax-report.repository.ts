import { type AnyColumn, and, eq, isNull, sql } from 'drizzle-orm';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import {
  customerOrders,
  orderRefunds,
  orderReturnLines,
  orderReturns,
} from '../../db/schema/index.ts';
import {
  centsSum,
  countWhere,
  inScope,
  isSale,
  staffRefundsIn,
  storeDayOf,
  withinStoreDays,
} from './report-sql.ts';
import type { ReportWindow } from './reports.repository.ts';

interface DayKey {
  day: string;
  location: Location;
  channel: SalesChannel;
}

interface SalesFigures {
  sales: number;
  taxableCents: number;
  exemptCents: number;
  taxCents: number;
}

interface ReturnFigures {
  /** Taxed goods brought back, without their tax. */
  taxableReturnedCents: number;
  taxReturnedCents: number;
}

export type TaxDay = DayKey & SalesFigures & ReturnFigures;
/** The money of a day, or of a range, as the report sums it. */
export type TaxFigures = Omit<SalesFigures, 'sales'> & ReturnFigures;

const NO_SALES: SalesFigures = { sales: 0, taxableCents: 0, exemptCents: 0, taxCents: 0 };
const NO_RETURNS: ReturnFigures = { taxableReturnedCents: 0, taxReturnedCents: 0 };
const keyOf = ({ day, location, channel }: DayKey) => `${day} ${location} ${channel}`;

/**
 * Sales tax per store day and channel, from the tax each sale kept when it was made, and the
 * tax given back with goods returned, on the day and at the store they came back.
 */
export function createTaxReportRepository(db: Database) {
  function saleDays({ scope, from, to }: ReportWindow): Promise<(DayKey & SalesFigures)[]> {
    const afterDiscount = sql`${customerOrders.subtotalCents} - ${customerOrders.discountCents}`;
    return db
      .select({
        day: sql<string>`to_char(${storeDayOf(customerOrders.createdAt)}, 'YYYY-MM-DD')`,
        location: customerOrders.location,
        channel: customerOrders.channel,
        sales: countWhere(),
        taxableCents: centsSum(customerOrders.taxableCents),
        exemptCents: centsSum(sql`${afterDiscount} - ${customerOrders.taxableCents}`),
        taxCents: centsSum(customerOrders.taxAmountCents),
      })
      .from(customerOrders)
      .where(
        and(
          isSale(customerOrders.status),
          inScope(customerOrders.location, scope),
          withinStoreDays(customerOrders.createdAt, from, to),
        ),
      )
      .groupBy(sql`1`, sql`2`, sql`3`);
  }

  function returnDays({ scope, from, to }: ReportWindow): Promise<(DayKey & ReturnFigures)[]> {
    const taxed = sql`${orderReturnLines.taxCents} > 0`;
    return db
      .select({
        day: sql<string>`to_char(${storeDayOf(orderReturns.createdAt)}, 'YYYY-MM-DD')`,
        location: orderReturns.location,
        channel: customerOrders.channel,
        taxableReturnedCents: centsSum(orderReturnLines.amountCents, taxed),
        taxReturnedCents: centsSum(orderReturnLines.taxCents),
      })
      .from(orderReturnLines)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
      .innerJoin(customerOrders, eq(customerOrders.id, orderReturns.orderId))
      .where(
        and(
          inScope(orderReturns.location, scope),
          withinStoreDays(orderReturns.createdAt, from, to),
        ),
      )
      .groupBy(sql`1`, sql`2`, sql`3`);
  }

  /**
   * Refunds staff gave by amount (no goods came back, so no line says what was taxed): each
   * gives back the order's tax in proportion, a full refund all of it, on the day it went back,
   * over the refunds the sales report counts (`staffRefundsIn`) that are not returns.
   */
  function refundDays({ scope, from, to }: ReportWindow): Promise<(DayKey & ReturnFigures)[]> {
    const share = (cents: AnyColumn) =>
      sql`round(${orderRefunds.amountCents}::numeric * ${cents} / nullif(${customerOrders.totalAmountCents}, 0))`;
    return (
      db
        .select({
          day: sql<string>`to_char(${storeDayOf(orderRefunds.createdAt)}, 'YYYY-MM-DD')`,
          location: customerOrders.location,
          channel: customerOrders.channel,
          taxableReturnedCents: centsSum(share(customerOrders.taxableCents)),
          taxReturnedCents: centsSum(share(customerOrders.taxAmountCents)),
        })
        .from(orderRefunds)
        .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
        // Returns are counted from their lines above.
        .where(and(isNull(orderRefunds.returnId), staffRefundsIn(scope, from, to)))
        .groupBy(sql`1`, sql`2`, sql`3`)
    );
  }

  return {
    /** Each store day and channel with sales or returns, in order of day, store and channel. */
    async taxDays(window: ReportWindow): Promise<TaxDay[]> {
      const [sales, returns, refunds] = await Promise.all([
        saleDays(window),
        returnDays(window),
        refundDays(window),
      ]);
      const days = new Map<string, TaxDay>();
      for (const day of sales) days.set(keyOf(day), { ...day, ...NO_RETURNS });
      for (const day of [...returns, ...refunds]) {
        const { day: date, location, channel } = day;
        const known = days.get(keyOf(day)) ?? {
          day: date,
          location,
          channel,
          ...NO_SALES,
          ...NO_RETURNS,
        };
        days.set(keyOf(day), {
          ...known,
          taxableReturnedCents: known.taxableReturnedCents + day.taxableReturnedCents,
          taxReturnedCents: known.taxReturnedCents + day.taxReturnedCents,
        });
      }
      return [...days.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    },
  };
}

export type TaxReportRepository = ReturnType<typeof createTaxReportRepository>;
