import { eq, inArray } from 'drizzle-orm';
import { EVENT_ENTRY } from '../../src/domain/registrations/registration.contract.ts';
import { HOLD_MINUTES } from '../../src/domain/registrations/registration.rules.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  customerOrders,
  purchases,
  registrations,
  testPaymentIntents,
} from '../../src/server/db/schema/index.ts';
import type { CrashEvents } from './crash-registrations.ts';

type Row = typeof registrations.$inferSelect;

/**
 * A hold is timed from a moment inside the transaction that made it, a little after the
 * transaction's start, which is the row's createdAt.
 */
const HOLD_MS = HOLD_MINUTES * 60 * 1000;
const TIMING_SLACK_MS = 5000;

/** Seats, the waitlist and the holds of one event. */
export function seatProblems(
  name: string,
  seats: number,
  rows: readonly Row[],
  now: Date,
): string[] {
  const problems: string[] = [];
  const seated = rows.filter(
    (row) =>
      row.status === 'registered' ||
      row.status === 'offered' ||
      (row.status === 'held' && row.holdExpiresAt !== null && row.holdExpiresAt > now),
  ).length;
  if (seated > seats) problems.push(`${name}: ${seated} seats taken of ${seats}`);
  const places = rows
    .filter((row) => row.status === 'waitlisted')
    .map((row) => row.position ?? 0)
    .sort((a, b) => a - b);
  if (places.some((position, index) => position !== index + 1))
    problems.push(`${name}: waitlist places ${places.join(',')}, not 1..${places.length}`);
  if (places.length > 0 && seated < seats)
    problems.push(`${name}: ${places.length} waiting while ${seats - seated} seats are free`);
  for (const row of rows.filter((candidate) => candidate.status === 'held')) {
    const kept = row.holdExpiresAt ? row.holdExpiresAt.getTime() - row.createdAt.getTime() : null;
    if (kept === null || kept <= 0 || kept > HOLD_MS + TIMING_SLACK_MS)
      problems.push(`${name}: registration ${row.id} holds a seat for ${kept ?? 'ever'} ms`);
  }
  return problems;
}

/**
 * Reads the stopped shop's database: each event seats no more than it holds and numbers its
 * waitlist 1..n, no hold outlives its 20 minutes, the free event holds nothing, and every
 * succeeded payment for the paid entry bought a seat or was refunded.
 */
export async function checkSeats(db: Database, events: CrashEvents): Promise<string[]> {
  const rows = await db
    .select()
    .from(registrations)
    .where(inArray(registrations.tournamentId, [events.free.id, events.paid.id]));
  const of = (id: number) => rows.filter((row) => row.tournamentId === id);
  const now = new Date();
  const problems = [
    ...seatProblems('free event', events.free.seats, of(events.free.id), now),
    ...seatProblems('paid event', events.paid.seats, of(events.paid.id), now),
  ];
  if (of(events.free.id).some((row) => row.status === 'held' || row.status === 'offered'))
    problems.push('free event: a seat held or offered for payment');

  const payments = await db
    .select({ checkout: purchases, intent: testPaymentIntents, order: customerOrders })
    .from(purchases)
    .innerJoin(testPaymentIntents, eq(testPaymentIntents.id, purchases.paymentIntentId))
    .leftJoin(customerOrders, eq(customerOrders.paymentIntentId, purchases.paymentIntentId))
    .where(eq(testPaymentIntents.status, 'succeeded'));
  for (const { checkout, intent, order } of payments) {
    const forEntry = checkout.lines.some(
      (line) => line.itemType === EVENT_ENTRY && line.itemId === events.paid.id,
    );
    if (!forEntry) continue;
    const bought = of(events.paid.id).find((row) => order && row.orderId === order.id);
    const seated = bought?.status === 'registered';
    const refunded = intent.refundedCents > 0 || (bought?.refundCents ?? 0) > 0;
    if (!seated && !refunded)
      problems.push(`payment ${intent.id} for the paid entry has neither a seat nor a refund`);
  }
  return problems;
}
