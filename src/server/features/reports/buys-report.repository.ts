import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cards, tradeInLines, tradeIns } from '../../db/schema/index.ts';
import { centsSum, inScope, storeDayOf, withinStoreDays } from './report-sql.ts';
import type { ReportWindow } from './reports.repository.ts';

/** What a line paid: its copies at the price per copy of the tender the trade-in was paid in. */
const paidCents = sql`${tradeInLines.quantity} * case when ${tradeIns.payout} = 'cash'
  then ${tradeInLines.cashCents} else ${tradeInLines.creditCents} end`;

/** Copies bought, of the lines the filter keeps when there is one. */
function copies(filter?: SQL): SQL<number> {
  const where = filter ? sql` filter (where ${filter})` : sql``;
  return sql<number>`coalesce(sum(${tradeInLines.quantity})${where}, 0)::int`.mapWith(Number);
}

/** Lines bought in the window: of accepted trade-ins, accepted on its days, not rejected. */
function bought(window: ReportWindow): SQL | undefined {
  return and(
    eq(tradeIns.status, 'accepted'),
    inScope(tradeIns.location, window.scope),
    withinStoreDays(tradeIns.acceptedAt, window.from, window.to),
    isNull(tradeInLines.rejectReason),
  );
}

/** Equal, a missing set code or grade matching a missing one as in the cards' identity. */
const same = (a: AnyColumn, b: AnyColumn) => sql`${a} is not distinct from ${b}`;

/**
 * The store's listed row of the identity a line was bought in (unique per store, so one at
 * most): its price is today's sell price of the line's copies.
 */
const listedRow = and(
  eq(cards.location, tradeIns.location),
  eq(cards.gameType, tradeInLines.gameType),
  eq(cards.name, tradeInLines.name),
  same(cards.setCode, tradeInLines.setCode),
  same(cards.collectorNumber, tradeInLines.collectorNumber),
  eq(cards.condition, tradeInLines.condition),
  eq(cards.finish, tradeInLines.finish),
  eq(cards.language, tradeInLines.language),
  same(cards.gradingService, tradeInLines.gradingService),
  same(cards.grade, tradeInLines.grade),
  eq(cards.forSale, true),
);

/** The buys report's reads: the cards accepted trade-ins bought, per day, per card and at today's prices. */
export function createBuysReportRepository(db: Database) {
  return {
    async days(window: ReportWindow) {
      return db
        .select({
          day: sql<string>`to_char(${storeDayOf(tradeIns.acceptedAt)}, 'YYYY-MM-DD')`,
          cards: copies(),
          cashCents: centsSum(paidCents, sql`${tradeIns.payout} = 'cash'`),
          creditCents: centsSum(paidCents, sql`${tradeIns.payout} = 'credit'`),
        })
        .from(tradeInLines)
        .innerJoin(tradeIns, eq(tradeIns.id, tradeInLines.tradeInId))
        .where(bought(window))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    /** Cards by copies bought, most first; `limit` leaves the rest out. */
    async cards(window: ReportWindow, limit: number | undefined) {
      const query = db
        .select({
          name: tradeInLines.name,
          set: tradeInLines.setName,
          setCode: tradeInLines.setCode,
          condition: tradeInLines.condition,
          finish: tradeInLines.finish,
          quantity: copies(),
          paidCents: centsSum(paidCents),
        })
        .from(tradeInLines)
        .innerJoin(tradeIns, eq(tradeIns.id, tradeInLines.tradeInId))
        .where(bought(window))
        .groupBy(
          tradeInLines.name,
          tradeInLines.setName,
          tradeInLines.setCode,
          tradeInLines.condition,
          tradeInLines.finish,
        )
        .orderBy(desc(sql`6`), desc(sql`7`), tradeInLines.name, tradeInLines.setName)
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    /** Copies and what they cost, with and without a listed row today, and that row's value. */
    async margin(window: ReportWindow) {
      const listed = sql`${cards.id} is not null`;
      const unlisted = sql`${cards.id} is null`;
      const [row] = await db
        .select({
          listedCards: copies(listed),
          sellCents: centsSum(sql`${tradeInLines.quantity} * ${cards.priceCents}`, listed),
          listedPaidCents: centsSum(paidCents, listed),
          unlistedCards: copies(unlisted),
          unlistedPaidCents: centsSum(paidCents, unlisted),
        })
        .from(tradeInLines)
        .innerJoin(tradeIns, eq(tradeIns.id, tradeInLines.tradeInId))
        .leftJoin(cards, listedRow)
        .where(bought(window));
      if (!row) throw new Error('an aggregate answered no row');
      return row;
    },
  };
}

export type BuysReportRepository = ReturnType<typeof createBuysReportRepository>;
