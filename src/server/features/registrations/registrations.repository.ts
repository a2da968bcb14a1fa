import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  lte,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { EndedReason } from '../../../domain/registrations/registration.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, registrations, tournaments } from '../../db/schema/index.ts';
import { readableCode } from '../../lib/readable-code.ts';

/** The short code a player reads out at check-in. */
export const newRegistrationCode = () => readableCode(6);

export type RegistrationRow = typeof registrations.$inferSelect;
type Executor = Database | Transaction;

const live = ne(registrations.status, 'dropped');

/**
 * Ended places a player is shown: their own drop, a removal by staff, a cancelled event, the
 * order that paid for it cancelled, the entry returned at the counter.
 */
const SHOWN_ENDINGS = [
  'dropped',
  'removed',
  'event_cancelled',
  'order_cancelled',
  'returned',
] as const;

/**
 * The place a player is shown for an event: a live one, or else the last that ended in a way
 * they should know of (a lapsed hold or offer is not shown). A later place hides an earlier.
 */
const shownPlace = and(
  or(live, inArray(registrations.endedReason, [...SHOWN_ENDINGS])),
  sql`not exists (select 1 from ${registrations} as later
    where later.tournament_id = ${registrations.tournamentId}
      and later.customer_id = ${registrations.customerId}
      and later.id > ${registrations.id})`,
);

/**
 * Statuses that take a seat: a registration, an offer not yet claimed or passed on, and a hold
 * while paying that has not lapsed.
 */
const seatedAt = (now: Date) =>
  or(
    inArray(registrations.status, ['registered', 'offered']),
    and(eq(registrations.status, 'held'), gt(registrations.holdExpiresAt, now)),
  );

/** A hold or an offer whose time is up. */
const lapsedAt = (now: Date) =>
  or(
    and(eq(registrations.status, 'held'), lte(registrations.holdExpiresAt, now)),
    and(eq(registrations.status, 'offered'), lte(registrations.offerExpiresAt, now)),
  );

export interface SeatCounts {
  seatsTaken: number;
  waitlistCount: number;
}

/** What ending a registration records: why, when, and any refund it owes. */
export interface Ending {
  reason: EndedReason;
  at: Date;
  refundCents?: number | null;
}

async function placesOf(
  executor: Executor,
  customerId: number,
  tournamentIds: readonly number[],
  which: SQL | undefined,
): Promise<Map<number, RegistrationRow>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.customerId, customerId),
        inArray(registrations.tournamentId, [...tournamentIds]),
        which,
      ),
    );
  return new Map(rows.map((row) => [row.tournamentId, row]));
}

export function createRegistrationsRepository(db: Database) {
  return {
    /** Seats taken and waitlist length for each event, by id; events nobody joined are absent. */
    async seatCounts(tournamentIds: readonly number[], now: Date, executor: Executor = db) {
      const rows = tournamentIds.length
        ? await executor
            .select({
              tournamentId: registrations.tournamentId,
              seatsTaken: count(sql`case when ${seatedAt(now)} then 1 end`),
              waitlistCount: count(
                sql`case when ${registrations.status} = 'waitlisted' then 1 end`,
              ),
            })
            .from(registrations)
            .where(and(inArray(registrations.tournamentId, [...tournamentIds]), live))
            .groupBy(registrations.tournamentId)
        : [];
      return new Map<number, SeatCounts>(
        rows.map(({ tournamentId, ...counts }) => [tournamentId, counts]),
      );
    },

    /** A customer's live registrations among these events, by event id. */
    mine(customerId: number, tournamentIds: readonly number[], executor: Executor = db) {
      return placesOf(executor, customerId, tournamentIds, live);
    },

    /** The place a customer is shown in each of these events (`shownPlace`), by event id. */
    shownTo(customerId: number, tournamentIds: readonly number[]) {
      return placesOf(db, customerId, tournamentIds, shownPlace);
    },

    /**
     * A customer's places with their events, soonest first (`shownPlace`): the live ones, and
     * those a drop, a removal or a cancellation ended, so the player sees it on My events.
     */
    forCustomer(customerId: number) {
      return db
        .select({ registration: registrations, tournament: tournaments })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .where(and(eq(registrations.customerId, customerId), shownPlace))
        .orderBy(asc(tournaments.date), asc(tournaments.time), asc(tournaments.id));
    },

    /** The account that signs in with this e-mail, whatever its case. */
    async customerByEmail(email: string) {
      const [row] = await db
        .select({ id: customers.id, email: customers.email })
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
      return row;
    },

    /** The store an event belongs to, if the event exists. */
    async storeOf(tournamentId: number) {
      const [row] = await db
        .select({ location: tournaments.location })
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId));
      return row?.location;
    },

    /** An event's live players with their account details, seated first, then the waitlist in order. */
    roster(tournamentId: number) {
      return db
        .select({
          registration: registrations,
          customer: customers,
          entryFeeCents: tournaments.entryFeeCents,
        })
        .from(registrations)
        .innerJoin(customers, eq(customers.id, registrations.customerId))
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .where(and(eq(registrations.tournamentId, tournamentId), live))
        .orderBy(
          asc(sql`${registrations.status} = 'waitlisted'`),
          asc(registrations.position),
          asc(registrations.id),
        );
    },

    /**
     * A live registration of the event: by its id, by the code on the player's My events, or by
     * the order that paid for it.
     */
    async liveOne(
      tx: Transaction,
      tournamentId: number,
      by: { id: number } | { code: string } | { orderId: number },
    ): Promise<RegistrationRow | undefined> {
      const [row] = await tx
        .select()
        .from(registrations)
        .where(
          and(
            eq(registrations.tournamentId, tournamentId),
            'id' in by
              ? eq(registrations.id, by.id)
              : 'code' in by
                ? eq(registrations.code, by.code)
                : eq(registrations.orderId, by.orderId),
            live,
          ),
        );
      return row;
    },

    /** Every live registration of an event, as its cancellation ends them. */
    liveOf(tx: Transaction, tournamentId: number): Promise<RegistrationRow[]> {
      return tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.tournamentId, tournamentId), live));
    },

    async checkIn(tx: Transaction, id: number, at: Date): Promise<void> {
      await tx.update(registrations).set({ checkedInAt: at }).where(eq(registrations.id, id));
    },

    async lastPosition(tx: Transaction, tournamentId: number): Promise<number> {
      const [row] = await tx
        .select({ last: max(registrations.position) })
        .from(registrations)
        .where(
          and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'waitlisted')),
        );
      return row?.last ?? 0;
    },

    async insert(
      tx: Transaction,
      row: typeof registrations.$inferInsert,
    ): Promise<RegistrationRow> {
      const [inserted] = await tx.insert(registrations).values(row).returning();
      if (!inserted) throw new Error('insert returned no registration');
      return inserted;
    },

    async update(
      tx: Transaction,
      id: number,
      patch: Partial<typeof registrations.$inferInsert>,
    ): Promise<RegistrationRow> {
      const [row] = await tx
        .update(registrations)
        .set(patch)
        .where(eq(registrations.id, id))
        .returning();
      if (!row) throw new Error(`registration ${id} is gone`);
      return row;
    },

    /** Ends a registration, keeping it for the record with why and any refund it owes. */
    async end(tx: Transaction, id: number, { reason, at, refundCents = null }: Ending) {
      await tx
        .update(registrations)
        .set({
          status: 'dropped',
          position: null,
          holdExpiresAt: null,
          offerExpiresAt: null,
          droppedAt: at,
          endedReason: reason,
          refundCents,
        })
        .where(eq(registrations.id, id));
    },

    /** The event's holds and offers whose time is up. */
    lapsed(tx: Transaction, tournamentId: number, now: Date): Promise<RegistrationRow[]> {
      return tx
        .select()
        .from(registrations)
        .where(and(eq(registrations.tournamentId, tournamentId), lapsedAt(now)));
    },

    /** The events with a hold or an offer whose time is up, for the sweeper. */
    async eventsWithLapsed(now: Date): Promise<number[]> {
      const rows = await db
        .selectDistinct({ tournamentId: registrations.tournamentId })
        .from(registrations)
        .where(lapsedAt(now));
      return rows.map((row) => row.tournamentId);
    },

    /** The first on the waitlist, if anyone is waiting. */
    async firstWaiting(tx: Transaction, tournamentId: number) {
      const [first] = await tx
        .select()
        .from(registrations)
        .where(
          and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'waitlisted')),
        )
        .orderBy(asc(registrations.position))
        .limit(1);
      return first;
    },

    /** Moves everyone behind a place that emptied one step forward, so places never skip. */
    async closeUp(tx: Transaction, tournamentId: number, emptied: number): Promise<void> {
      await tx
        .update(registrations)
        .set({ position: sql`${registrations.position} - 1` })
        .where(
          and(
            eq(registrations.tournamentId, tournamentId),
            eq(registrations.status, 'waitlisted'),
            isNotNull(registrations.position),
            gt(registrations.position, emptied),
          ),
        );
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;
