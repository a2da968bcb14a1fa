import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import {
  type CustomerRegistration,
  EVENT_ENTRY,
  type MyRegistration,
  type RegistrationResult,
  type TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';
import {
  holdExpiry,
  refundUntil,
  registrationOpen,
} from '../../../domain/registrations/registration.rules.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError, DomainError, NotFoundError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import { toTournament } from '../tournaments/tournaments.repository.ts';
import type { EntryRefunds } from './entry-refunds.ts';
import { entryName } from './event-entry-kind.ts';
import type { EventMail } from './queue-event-mail.ts';
import {
  newRegistrationCode,
  type RegistrationRow,
  type RegistrationsRepository,
} from './registrations.repository.ts';
import { type EventRow, hasLapsed, type SeatKeeper } from './seat-keeper.ts';

const CLOSED = 'Registration for this event has closed.';
const NOT_REGISTERED = 'You are not registered for this event.';

type EventTerms = Pick<Tournament, 'date' | 'time' | 'refundCutoffHours'>;

/** Paid for, online or at the counter: an order of either channel holds its fee. */
export const paidFor = (row: RegistrationRow) => row.orderId !== null && row.paidCents > 0;

/**
 * Paid online, so a drop before the cut-off refunds it through the provider. An entry paid at
 * the counter is a counter sale's: its cash is in a drawer and its card went through the
 * store's terminal, so staff give it back there, never a drop, a removal or a cancellation.
 */
export const paidOnline = (row: RegistrationRow) => paidFor(row) && !row.paidAtCounter;

/** A registration as its player sees it. */
export function toMine(row: RegistrationRow, event: EventTerms): MyRegistration {
  const keptUntil = row.offerExpiresAt ?? row.holdExpiresAt;
  return {
    status: row.status,
    code: row.code,
    ...(row.position === null ? {} : { position: row.position }),
    ...(keptUntil ? { offerExpiresAt: keptUntil.toISOString() } : {}),
    ...(paidOnline(row)
      ? {
          entryPaid: formatDollars(row.paidCents),
          refundUntil: refundUntil(event).toISOString(),
        }
      : {}),
    ...(row.refundCents ? { refunded: formatDollars(row.refundCents) } : {}),
    ...(row.endedReason ? { endedReason: row.endedReason } : {}),
  };
}

export interface RegistrationsServiceDeps {
  db: Database;
  repository: RegistrationsRepository;
  seats: SeatKeeper;
  refunds: EntryRefunds;
  /** A paid entry is bought through the customer's cart. */
  cart: Pick<CartService, 'add' | 'remove'>;
  mail: Pick<EventMail, 'tell'>;
  clock: () => Date;
}

/**
 * Players' places in events: a seat while there is one (held while they pay, for a paid
 * event), the waitlist after, in the order they asked; dropping passes the seat on and, before
 * the event's cut-off, refunds a paid entry.
 */
export function createRegistrationsService({
  db,
  repository,
  seats,
  refunds,
  cart,
  mail,
  clock,
}: RegistrationsServiceDeps) {
  const entryRef = (tournamentId: number) => ({ itemType: EVENT_ENTRY, itemId: tournamentId });

  /** Takes the entry out of the player's cart, where Register or Claim seat put it. */
  async function uncart(customerId: number, tournamentId: number): Promise<void> {
    try {
      await cart.remove(customerId, entryRef(tournamentId));
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'not_in_cart')) throw error;
    }
  }

  /** Seats the player, holds a seat for them to pay for, or queues them. */
  async function place(tx: Transaction, event: EventRow, customerId: number) {
    const base = { tournamentId: event.id, customerId, code: newRegistrationCode() };
    const free = (await seats.freeSeats(tx, event)) > 0;
    // A paid seat is held without a message: paying for it confirms it.
    if (free && event.entryFeeCents > 0) {
      return repository.insert(tx, { ...base, status: 'held', holdExpiresAt: holdExpiry(clock()) });
    }
    const row = free
      ? await repository.insert(tx, { ...base, status: 'registered' })
      : await repository.insert(tx, {
          ...base,
          status: 'waitlisted',
          position: (await repository.lastPosition(tx, event.id)) + 1,
        });
    await mail.tell(tx, free ? 'event_registered' : 'event_waitlisted', event, row, {
      askedByPlayer: true,
    });
    return row;
  }

  /**
   * Leaves the event, its waitlist, a held seat or an offer; the seat goes to the first in
   * line. A paid entry dropped by the cut-off is refunded in full, once.
   */
  async function drop(customerId: number, tournamentId: number): Promise<void> {
    const dropped = await db.transaction(async (tx) => {
      const event = await seats.lockEvent(tx, tournamentId);
      const own = (await repository.mine(customerId, [tournamentId], tx)).get(tournamentId);
      if (!own) throw new NotFoundError(NOT_REGISTERED, { code: 'not_registered' });
      const now = clock();
      if (!registrationOpen(toTournament(event), now)) {
        throw new ConflictError(CLOSED, { code: 'registration_closed' });
      }
      const paidSeat = own.status === 'registered' && paidOnline(own);
      const refundable = paidSeat && now <= refundUntil(toTournament(event));
      const refundCents = refundable
        ? await refunds.owe(tx, own, 'dropped', { kind: 'customer', customerId })
        : null;
      await seats.release(tx, event, own, { reason: 'dropped', at: now, refundCents });
      if (own.status !== 'held') {
        await mail.tell(tx, 'event_dropped', event, own, {
          refundCents,
          keptCents: paidSeat && !refundable ? own.paidCents : null,
          askedByPlayer: true,
        });
      }
      return { own, refundCents };
    });
    if (dropped.own.status === 'held' || dropped.own.status === 'offered') {
      await uncart(customerId, tournamentId);
    }
    // A drop that owed nothing has nothing to send; the refund sweeper retries any others.
    if (dropped.refundCents !== null) await refunds.send();
  }

  /**
   * Lets go of a seat held a moment ago whose entry could not go in the cart (a cart of the
   * other store, say): the hold ends as one never paid for does, shown nowhere, and the seat
   * goes to the first in line. The player never had a place, so nothing says they dropped one.
   */
  async function letGoOfNewHold(customerId: number, tournamentId: number): Promise<void> {
    await db.transaction(async (tx) => {
      const event = await seats.lockEvent(tx, tournamentId);
      const own = (await repository.mine(customerId, [tournamentId], tx)).get(tournamentId);
      if (own?.status !== 'held') return;
      await seats.release(tx, event, own, { reason: 'hold_expired', at: clock() });
    });
  }

  return {
    /** Events as players see them: seats left, the waitlist, and the customer's own place. */
    async withSeats(
      events: Tournament[],
      customerId: number | null,
    ): Promise<TournamentWithSeats[]> {
      const ids = events.map((event) => event.id);
      const now = clock();
      const [counts, mine] = await Promise.all([
        repository.seatCounts(ids, now),
        customerId === null
          ? new Map<number, RegistrationRow>()
          : repository.shownTo(customerId, ids),
      ]);
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
          // A lapsed hold or offer is as good as gone; the next change or sweep ends it.
          myRegistration: own && !hasLapsed(own, now) ? toMine(own, event) : null,
        };
      });
    },

    /**
     * Registers for a free event, holds a seat in a paid one and puts its entry in the cart (as
     * Claim seat does for an offered seat), or joins the waitlist when the event is full.
     */
    async register(customerId: number, tournamentId: number): Promise<RegistrationResult> {
      const { row, event, isNew } = await db.transaction(async (tx) => {
        const event = await seats.lockEvent(tx, tournamentId);
        if (!registrationOpen(toTournament(event), clock())) {
          throw new ConflictError(CLOSED, { code: 'registration_closed' });
        }
        const existing = (await repository.mine(customerId, [tournamentId], tx)).get(tournamentId);
        if (existing) return { row: existing, event, isNew: false };
        return { row: await place(tx, event, customerId), event, isNew: true };
      });
      const mine = toMine(row, toTournament(event));
      if (row.status !== 'held' && row.status !== 'offered') return mine;

      try {
        await cart.add(customerId, { ...entryRef(tournamentId), quantity: 1 });
      } catch (error) {
        // The seat is not kept for a payment that cannot start.
        if (isNew) await letGoOfNewHold(customerId, tournamentId);
        throw error;
      }
      return {
        ...mine,
        toPay: {
          itemType: EVENT_ENTRY,
          itemId: String(tournamentId),
          itemName: entryName(event.name),
          price: formatPrice(event.entryFeeCents),
        },
      };
    },

    drop,

    /** The customer's events: upcoming and past, waitlist places, offers, and cancellations. */
    async forCustomer(customerId: number): Promise<CustomerRegistration[]> {
      const rows = await repository.forCustomer(customerId);
      return rows.map(({ registration, tournament }) => {
        const event = toTournament(tournament);
        return { ...toMine(registration, event), tournament: event };
      });
    },

    uncart,
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
