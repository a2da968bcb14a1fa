import { and, eq, sql } from 'drizzle-orm';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { customerOrders, orderReturnLines, orderReturns } from '../../db/schema/index.ts';
import {
  centsSum,
  countWhere,
  inScope,
  isSale,
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

  return {
    /** Each store day and channel with sales or returns, in order of day, store and channel. */
    async taxDays(window: ReportWindow): Promise<TaxDay[]> {
      const [sales, returns] = await Promise.all([saleDays(window), returnDays(window)]);
      const days = new Map<string, TaxDay>();
      for (const day of sales) days.set(keyOf(day), { ...day, ...NO_RETURNS });
      for (const day of returns) {
        days.set(keyOf(day), { ...NO_SALES, ...days.get(keyOf(day)), ...day });
      }
      return [...days.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
    },
  };
}

export type TaxReportRepository = ReturnType<typeof createTaxReportRepository>;
