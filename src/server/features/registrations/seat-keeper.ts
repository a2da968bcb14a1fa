import { offerExpiry, registrationOpen } from '../../../domain/registrations/registration.rules.ts';
import type { Transaction } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import {
  lockTournament,
  type TournamentRow,
  toTournament,
} from '../tournaments/tournaments.repository.ts';
import type { EventMail } from './queue-event-mail.ts';
import type {
  Ending,
  RegistrationRow,
  RegistrationsRepository,
} from './registrations.repository.ts';

export type EventRow = TournamentRow;

/** A hold or an offer whose time is up, not yet ended by a sweep: its seat is no longer kept. */
export function hasLapsed(row: RegistrationRow, now: Date): boolean {
  const until =
    row.status === 'held'
      ? row.holdExpiresAt
      : row.status === 'offered'
        ? row.offerExpiresAt
        : null;
  return until !== null && until.getTime() <= now.getTime();
}

/**
 * The one place seats change hands. Every change runs with its event's row locked (`lockEvent`),
 * so players racing for the last seats are seated and queued one at a time, places in line
 * never skip or repeat, and a seat freed by a drop, a removal or a lapsed hold or offer goes
 * to the first in line before anyone else can take it.
 */
export function createSeatKeeper(
  repository: RegistrationsRepository,
  clock: () => Date,
  mail: Pick<EventMail, 'tell'>,
) {
  async function freeSeats(tx: Transaction, event: EventRow): Promise<number> {
    if (event.maxParticipants === null) return Number.POSITIVE_INFINITY;
    const counts = await repository.seatCounts([event.id], clock(), tx);
    return event.maxParticipants - (counts.get(event.id)?.seatsTaken ?? 0);
  }

  /**
   * Gives free seats to the waitlist in order while registration is open: a seat at once for
   * a free event, an offer to claim for a paid one.
   */
  async function fillSeats(tx: Transaction, event: EventRow): Promise<void> {
    const now = clock();
    if (!registrationOpen(toTournament(event), now)) return;
    // The line first: with nobody waiting, the seats need no counting.
    let first = await repository.firstWaiting(tx, event.id);
    for (let free = first ? await freeSeats(tx, event) : 0; free > 0; free -= 1) {
      if (!first?.position) return;
      const paid = event.entryFeeCents > 0;
      const seated = await repository.update(
        tx,
        first.id,
        paid
          ? {
              status: 'offered',
              position: null,
              offerExpiresAt: offerExpiry(toTournament(event), now),
            }
          : { status: 'registered', position: null },
      );
      await repository.closeUp(tx, event.id, first.position);
      await mail.tell(tx, paid ? 'event_offered' : 'event_registered', event, seated);
      if (free > 1) first = await repository.firstWaiting(tx, event.id);
    }
  }

  /** Ends a registration and passes its seat, or its place in line, on. */
  async function release(
    tx: Transaction,
    event: EventRow,
    row: RegistrationRow,
    ending: Ending,
  ): Promise<void> {
    await repository.end(tx, row.id, ending);
    if (row.status === 'waitlisted' && row.position !== null) {
      await repository.closeUp(tx, event.id, row.position);
    } else {
      await fillSeats(tx, event);
    }
  }

  return {
    freeSeats,
    fillSeats,
    release,

    /**
     * Locks the event for a change of its seats, first ending the holds and offers whose time
     * is up and passing their seats on.
     */
    async lockEvent(tx: Transaction, tournamentId: number): Promise<EventRow> {
      const event = await lockTournament(tx, tournamentId);
      if (!event) throw new NotFoundError('Tournament not found');
      const now = clock();
      const lapsed = await repository.lapsed(tx, tournamentId, now);
      for (const row of lapsed) {
        const held = row.status === 'held';
        await repository.end(tx, row.id, {
          reason: held ? 'hold_expired' : 'offer_expired',
          at: now,
        });
        if (!held) await mail.tell(tx, 'event_offer_expired', event, row);
      }
      if (lapsed.length > 0) await fillSeats(tx, event);
      return event;
    },
  };
}

export type SeatKeeper = ReturnType<typeof createSeatKeeper>;
