import { and, sql } from 'drizzle-orm';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { customerOrders } from '../../db/schema/index.ts';
import {
  centsSum,
  countWhere,
  inScope,
  isSale,
  storeDayOf,
  withinStoreDays,
} from './report-sql.ts';
import type { ReportWindow } from './reports.repository.ts';

export interface TaxDay {
  day: string;
  location: Location;
  channel: SalesChannel;
  sales: number;
  taxableCents: number;
  exemptCents: number;
  taxCents: number;
}

/** Sales tax per store day and channel, from the tax each sale kept when it was made. */
export function createTaxReportRepository(db: Database) {
  return {
    taxDays({ scope, from, to }: ReportWindow): Promise<TaxDay[]> {
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
        .groupBy(sql`1`, sql`2`, sql`3`)
        .orderBy(sql`1`, sql`2`, sql`3`);
    },
  };
}

export type TaxReportRepository = ReturnType<typeof createTaxReportRepository>;
