import type {
  CustomerRegistration,
  MyRegistration,
  TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';
import { storeMinute } from '../../../domain/shared/dates.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { readableCode } from '../../lib/readable-code.ts';
import { lockTournament, toTournament } from '../tournaments/tournaments.repository.ts';
import type { RegistrationRow, RegistrationsRepository } from './registrations.repository.ts';

const CLOSED = 'Registration for this event has closed.';
const NOT_REGISTERED = 'You are not registered for this event.';

/** Registration runs until the event starts (store time), and not for one cancelled or over. */
function registrationOpen(event: Pick<Tournament, 'status' | 'date' | 'time'>, now: Date) {
  return (
    event.status === 'upcoming' && `${event.date} ${event.time.slice(0, 5)}` > storeMinute(now)
  );
}

function toMine(row: RegistrationRow): MyRegistration {
  return {
    status: row.status,
    code: row.code,
    ...(row.position === null ? {} : { position: row.position }),
  };
}

/**
 * Players' places in events: a seat while there is one, the waitlist after, in the order they
 * asked. Each change locks its event's row first, so players racing for the last seats are
 * seated and queued one at a time and places never skip or repeat.
 */
export function createRegistrationsService({
  db,
  repository,
  clock = () => new Date(),
}: {
  db: Database;
  repository: RegistrationsRepository;
  clock?: () => Date;
}) {
  return {
    /** Events as players see them: seats left, the waitlist, and the customer's own place. */
    async withSeats(
      events: Tournament[],
      customerId: number | null,
    ): Promise<TournamentWithSeats[]> {
      const ids = events.map((event) => event.id);
      const [counts, mine] = await Promise.all([
        repository.seatCounts(ids),
        customerId === null ? new Map<number, RegistrationRow>() : repository.mine(customerId, ids),
      ]);
      const now = clock();
      return events.map((event) => {
        const { seatsTaken, waitlistCount } = counts.get(event.id) ?? {
          seatsTaken: 0,
          waitlistCount: 0,
        };
        const own = mine.get(event.id);
        return {
          ...event,
          seatsTaken,
          seatsLeft:
            event.maxParticipants === null ? null : Math.max(0, event.maxParticipants - seatsTaken),
          waitlistCount,
          registrationOpen: registrationOpen(event, now),
          myRegistration: own ? toMine(own) : null,
        };
      });
    },

    /** Takes a seat in a free event, or a place on its waitlist when it is full. */
    register(customerId: number, tournamentId: number): Promise<MyRegistration> {
      return db.transaction(async (tx) => {
        const event = await lockTournament(tx, tournamentId);
        if (!event) throw new NotFoundError('Tournament not found');
        if (!registrationOpen(toTournament(event), clock())) {
          throw new ConflictError(CLOSED, { code: 'registration_closed' });
        }
        const existing = (await repository.mine(customerId, [tournamentId], tx)).get(tournamentId);
        if (existing) return toMine(existing);
        if (event.entryFeeCents > 0) {
          throw new ConflictError('This event has an entry fee: pay for your entry at the store.', {
            code: 'payment_required',
          });
        }
        const taken =
          (await repository.seatCounts([tournamentId], tx)).get(tournamentId)?.seatsTaken ?? 0;
        const full = event.maxParticipants !== null && taken >= event.maxParticipants;
        const row = await repository.insert(tx, {
          tournamentId,
          customerId,
          code: readableCode(6),
          ...(full
            ? {
                status: 'waitlisted',
                position: (await repository.lastPosition(tx, tournamentId)) + 1,
              }
            : { status: 'registered' }),
        });
        return toMine(row);
      });
    },

    /** Leaves the event or its waitlist; a freed seat goes to the first in line. */
    drop(customerId: number, tournamentId: number): Promise<void> {
      return db.transaction(async (tx) => {
        const event = await lockTournament(tx, tournamentId);
        if (!event) throw new NotFoundError('Tournament not found');
        const own = (await repository.mine(customerId, [tournamentId], tx)).get(tournamentId);
        if (!own) throw new NotFoundError(NOT_REGISTERED, { code: 'not_registered' });
        if (!registrationOpen(toTournament(event), clock())) {
          throw new ConflictError(CLOSED, { code: 'registration_closed' });
        }
        await repository.drop(tx, own.id, clock());
        if (own.status === 'waitlisted' && own.position !== null) {
          await repository.closeUp(tx, tournamentId, own.position);
        } else {
          await repository.seatFirstWaiting(tx, tournamentId);
        }
      });
    },

    async forCustomer(customerId: number): Promise<CustomerRegistration[]> {
      const rows = await repository.forCustomer(customerId);
      return rows.map(({ registration, tournament }) => ({
        ...toMine(registration),
        tournament: toTournament(tournament),
      }));
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
