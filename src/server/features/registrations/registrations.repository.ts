import { and, asc, count, eq, gt, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, registrations, tournaments } from '../../db/schema/index.ts';

export type RegistrationRow = typeof registrations.$inferSelect;
type Executor = Database | Transaction;

/** Statuses that take a seat: a hold while paying, a registration, and an offer not yet claimed. */
const SEATED = ['held', 'registered', 'offered'] as const;

export interface SeatCounts {
  seatsTaken: number;
  waitlistCount: number;
}

const live = ne(registrations.status, 'dropped');

export function createRegistrationsRepository(db: Database) {
  return {
    /** Seats taken and waitlist length for each event, by id; events nobody joined are absent. */
    async seatCounts(tournamentIds: readonly number[], executor: Executor = db) {
      const rows = tournamentIds.length
        ? await executor
            .select({
              tournamentId: registrations.tournamentId,
              seatsTaken: count(
                sql`case when ${inArray(registrations.status, [...SEATED])} then 1 end`,
              ),
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
    async mine(customerId: number, tournamentIds: readonly number[], executor: Executor = db) {
      const rows = tournamentIds.length
        ? await executor
            .select()
            .from(registrations)
            .where(
              and(
                eq(registrations.customerId, customerId),
                inArray(registrations.tournamentId, [...tournamentIds]),
                live,
              ),
            )
        : [];
      return new Map(rows.map((row) => [row.tournamentId, row]));
    },

    /** Every live registration of a customer, with its event, soonest first. */
    forCustomer(customerId: number) {
      return db
        .select({ registration: registrations, tournament: tournaments })
        .from(registrations)
        .innerJoin(tournaments, eq(tournaments.id, registrations.tournamentId))
        .where(and(eq(registrations.customerId, customerId), live))
        .orderBy(asc(tournaments.date), asc(tournaments.time), asc(tournaments.id));
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
        .select({ registration: registrations, customer: customers })
        .from(registrations)
        .innerJoin(customers, eq(customers.id, registrations.customerId))
        .where(and(eq(registrations.tournamentId, tournamentId), live))
        .orderBy(
          asc(sql`${registrations.status} = 'waitlisted'`),
          asc(registrations.position),
          asc(registrations.id),
        );
    },

    /** Marks a live registration of the event checked in; answers it, or nothing if there is none. */
    async checkIn(tx: Transaction, tournamentId: number, registrationId: number, at: Date) {
      const [row] = await tx
        .update(registrations)
        .set({ checkedInAt: at })
        .where(
          and(
            eq(registrations.id, registrationId),
            eq(registrations.tournamentId, tournamentId),
            eq(registrations.status, 'registered'),
          ),
        )
        .returning();
      return row;
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

    async drop(tx: Transaction, id: number, at: Date): Promise<void> {
      await tx
        .update(registrations)
        .set({ status: 'dropped', position: null, droppedAt: at })
        .where(eq(registrations.id, id));
    },

    /** Seats the first on the waitlist, if anyone is waiting; answers who. */
    async seatFirstWaiting(tx: Transaction, tournamentId: number) {
      const [first] = await tx
        .select()
        .from(registrations)
        .where(
          and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'waitlisted')),
        )
        .orderBy(asc(registrations.position))
        .limit(1);
      if (!first?.position) return undefined;
      await tx
        .update(registrations)
        .set({ status: 'registered', position: null })
        .where(eq(registrations.id, first.id));
      await this.closeUp(tx, tournamentId, first.position);
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
