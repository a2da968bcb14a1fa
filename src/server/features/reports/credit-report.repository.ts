import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  creditDays,
  customerOrders,
  giftCards,
  orderRefunds,
  purchases,
  purchaseTenders,
} from '../../db/schema/index.ts';
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
  /**
   * Every change to what is left on gift cards not yet redeemed, both stores, on its store day:
   * a card paid for adds its value, and takes it off again the day its order's cancellation
   * voided it; a redemption onto a balance takes off what it loaded (the `gift_card` entries),
   * a walk-in's payment with a card takes off what it paid, and a return put back on a card
   * adds it again. A customer's card at the counter is redeemed first, so its payment is the
   * ledger's.
   */
  function cardValueChanges() {
    const day = (moment: Parameters<typeof storeDayOf>[0]) => sql<string>`${storeDayOf(moment)}`;
    const issued = db
      .select({
        day: day(giftCards.issuedAt).as('day'),
        cents: sql<number>`${giftCards.amountCents}::bigint`.as('cents'),
      })
      .from(giftCards)
      .where(isNotNull(giftCards.issuedAt));
    const voided = db
      .select({
        day: day(giftCards.voidedAt),
        cents: sql<number>`-${giftCards.amountCents}::bigint`,
      })
      .from(giftCards)
      .where(isNotNull(giftCards.voidedAt));
    const redeemed = db
      .select({ day: sql<string>`${creditDays.day}`, cents: sql<number>`-${creditDays.cents}` })
      .from(creditDays)
      .where(eq(creditDays.kind, 'gift_card'));
    const spentByWalkIns = db
      .select({
        day: day(purchaseTenders.createdAt),
        cents: sql<number>`-${purchaseTenders.amountCents}::bigint`,
      })
      .from(purchaseTenders)
      .innerJoin(purchases, eq(purchases.id, purchaseTenders.purchaseId))
      .where(and(eq(purchaseTenders.method, 'gift_card'), isNull(purchases.customerId)));
    const putBack = db
      .select({
        day: day(orderRefunds.createdAt),
        cents: sql<number>`${orderRefunds.amountCents}::bigint`,
      })
      .from(orderRefunds)
      .innerJoin(customerOrders, eq(customerOrders.id, orderRefunds.orderId))
      .where(and(eq(orderRefunds.method, 'gift_card'), isNull(customerOrders.customerId)));
    return unionAll(issued, voided, redeemed, spentByWalkIns, putBack).as('card_changes');
  }

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

    /** The change to what is left on gift cards per bucket, both stores: that balance's steps. */
    cardValueChangeByBucket({ from, to, groupBy }: BucketedWindow) {
      const changes = cardValueChanges();
      const day = sql`${changes.day}`;
      return db
        .select({ bucket: bucketOf(day, groupBy, from), cents: centsSum(sql`${changes.cents}`) })
        .from(changes)
        .where(withinDays(day, from, to))
        .groupBy(BY_FIRST);
    },

    /** What was left on gift cards not yet redeemed, both stores, at the end of the day before `from`. */
    async cardValueBefore(from: string): Promise<number> {
      const changes = cardValueChanges();
      const [row] = await db
        .select({ cents: centsSum(sql`${changes.cents}`) })
        .from(changes)
        .where(sql`${changes.day} < ${from}::date`);
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
