import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditDays, giftCards } from '../../db/schema/index.ts';
import {
  bucketOf,
  centsSum,
  countWhere,
  inScope,
  storeDayOf,
  withinDays,
  withinStoreDays,
} from './report-sql.ts';
import type { BucketedWindow } from './reports.repository.ts';

/** The first column of a select: grouping by position, as a bucket's SQL carries parameters. */
const BY_FIRST = sql`1`;

/**
 * The credit report's reads. The ledger's figures come from `credit_days`, the rollup its
 * trigger keeps per store, day and kind, so a year is a few thousand rows whatever the
 * number of entries (docs/performance.md#reports).
 */
export function createCreditReportRepository(db: Database) {
  return {
    /** Each kind's entries per bucket at the scope's stores: how many, and their signed sum. */
    kindsByBucket({ scope, from, to, groupBy }: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(creditDays.day, groupBy, from),
          kind: creditDays.kind,
          entries: sql<number>`sum(${creditDays.entries})::int`.mapWith(Number),
          cents: centsSum(creditDays.cents),
        })
        .from(creditDays)
        .where(and(inScope(creditDays.location, scope), withinDays(creditDays.day, from, to)))
        .groupBy(BY_FIRST, creditDays.kind);
    },

    /** The change to every balance together per bucket, both stores: the outstanding line's steps. */
    shopChangeByBucket({ from, to, groupBy }: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(creditDays.day, groupBy, from),
          cents: centsSum(creditDays.cents),
        })
        .from(creditDays)
        .where(withinDays(creditDays.day, from, to))
        .groupBy(BY_FIRST);
    },

    /** Every balance together, both stores, at the end of the day before `from`. */
    async outstandingBefore(from: string): Promise<number> {
      const [row] = await db
        .select({ cents: centsSum(creditDays.cents) })
        .from(creditDays)
        .where(lt(creditDays.day, from));
      return row?.cents ?? 0;
    },

    /** Gift cards the scope's stores sold per bucket of the day they were paid for, void ones left out. */
    giftCardsSoldByBucket({ scope, from, to, groupBy }: BucketedWindow) {
      return db
        .select({
          bucket: bucketOf(storeDayOf(giftCards.issuedAt), groupBy, from),
          cards: countWhere(),
          cents: centsSum(giftCards.amountCents),
        })
        .from(giftCards)
        .where(
          and(
            inScope(giftCards.location, scope),
            withinStoreDays(giftCards.issuedAt, from, to),
            inArray(giftCards.status, ['issued', 'redeemed']),
          ),
        )
        .groupBy(BY_FIRST);
    },
  };
}

export type CreditReportRepository = ReturnType<typeof createCreditReportRepository>;
