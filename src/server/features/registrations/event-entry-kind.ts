import { inArray } from 'drizzle-orm';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import {
  registrationOpen,
  takesEntries,
} from '../../../domain/registrations/registration.rules.ts';
import type { Database } from '../../db/client.ts';
import { tournaments } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import type { SellableKindStore } from '../inventory/sellable-kind.ts';
import { toTournament } from '../tournaments/tournaments.repository.ts';
import type { EventMail } from './queue-event-mail.ts';
import {
  createRegistrationsRepository,
  newRegistrationCode,
  type RegistrationRow,
} from './registrations.repository.ts';
import { createSeatKeeper, hasLapsed } from './seat-keeper.ts';

/** The name an entry has on a cart line, a payment and an order. */
export const entryName = (eventName: string) => `Entry: ${eventName}`;

/** A seat kept for this player and not lapsed: the one entry they may buy. */
const keptFor = (row: RegistrationRow | undefined, now: Date) =>
  (row?.status === 'held' || row?.status === 'offered') && !hasLapsed(row, now);

/**
 * Paid event entries as a sellable kind: the stock is the event's seats. A player's entry is
 * in stock for them while a seat is held or offered to them (Register and Claim seat put it in
 * their cart), so the cart, checkout and purchase pipeline sell it like any item; paying turns
 * the seat into a registration, and a cancelled order gives it back to the waitlist.
 */
export function createEventEntryKind({
  db,
  mail,
  clock = () => new Date(),
}: {
  db: Database;
  /** The player hears their paid seat is confirmed. */
  mail: Pick<EventMail, 'tell'>;
  clock?: () => Date;
}): SellableKindStore {
  const repository = createRegistrationsRepository(db);
  const seats = createSeatKeeper(repository, clock, mail);

  return {
    itemType: EVENT_ENTRY,
    // A free event's entry is never sold: players register for it on the event's page.
    notForSale: 'This event is free: register for it on its page.',
    // An entry is open only to a player holding or offered a seat.
    outOfStock:
      'No seat is held for you at this event: register on its page, or wait for a seat to be offered.',

    async find(executor, itemIds, buyer) {
      if (itemIds.length === 0) return [];
      const events = await executor
        .select()
        .from(tournaments)
        .where(inArray(tournaments.id, [...itemIds]));
      const mine = buyer
        ? await repository.mine(buyer.customerId, itemIds, executor)
        : new Map<number, RegistrationRow>();
      const now = clock();
      return events.map((event) => ({
        itemType: EVENT_ENTRY,
        itemId: event.id,
        name: entryName(event.name),
        priceCents: event.entryFeeCents,
        stock:
          registrationOpen(toTournament(event), now) && keptFor(mine.get(event.id), now) ? 1 : 0,
        imageUrl: event.imageUrl,
        gameType: event.gameType,
        location: event.location,
        forSale: event.entryFeeCents > 0,
      }));
    },

    /**
     * The paid seat: the one kept for the buyer, or a free seat nobody is waiting for when their
     * hold lapsed while they paid; with neither the line is sold out and the pipeline refunds it.
     */
    async take(tx, line, sale) {
      // An entry seats a player: a sale without a customer has nobody to seat.
      if (line.quantity !== 1 || sale.customerId === null) return null;
      const { customerId } = sale;
      const event = await seats.lockEvent(tx, line.itemId);
      const seatTaken = { itemId: event.id, location: event.location, delta: -1 };
      const own = (await repository.mine(customerId, [event.id], tx)).get(event.id);
      const paid = {
        status: 'registered' as const,
        position: null,
        holdExpiresAt: null,
        offerExpiresAt: null,
        orderId: sale.orderId,
        // Paid at the counter: the roster says so, and staff give it back there, not online.
        paidAtCounter: sale.atCounter,
        // What the player paid for the seat, so dropping it gives back no more than that.
        paidCents: line.unitPriceCents - (line.discountCents ?? 0),
      };
      if (own?.status === 'held' || own?.status === 'offered') {
        await mail.tell(tx, 'event_registered', event, await repository.update(tx, own.id, paid));
        return seatTaken;
      }
      // Only the counter sells to a waitlisted player (online they have nothing to buy until
      // offered a seat): staff have them there, so a free seat is theirs ahead of the line.
      if (own?.status === 'waitlisted') {
        if ((await seats.freeSeats(tx, event)) <= 0) return null;
        await mail.tell(tx, 'event_registered', event, await repository.update(tx, own.id, paid));
        if (own.position) await repository.closeUp(tx, event.id, own.position);
        return seatTaken;
      }
      // At the counter the cashier is told why, and nothing is written; online no payment is
      // taken for either (the cart holds no entry), so the line is only ever sold out there.
      if (sale.atCounter && own?.status === 'registered') {
        throw new ConflictError(`The player is already registered for ${event.name}.`, {
          code: 'already_registered',
        });
      }
      if (sale.atCounter && !takesEntries(toTournament(event), true, clock())) {
        throw new ConflictError(`${event.name} is over or cancelled: it takes no entries.`, {
          code: 'registration_closed',
        });
      }
      if (own || !takesEntries(toTournament(event), sale.atCounter, clock())) return null;
      if ((await seats.freeSeats(tx, event)) <= 0) return null;
      const seated = await repository.insert(tx, {
        ...paid,
        tournamentId: event.id,
        customerId,
        code: newRegistrationCode(),
      });
      await mail.tell(tx, 'event_registered', event, seated);
      return seatTaken;
    },

    /**
     * A cancelled order's entry, or one returned at the counter: the seat passes on; the
     * order's own refund covers the fee.
     */
    async putBack(tx, line, sale, why) {
      const event = await seats.lockEvent(tx, line.itemId);
      const row = await repository.liveOne(tx, event.id, { orderId: sale.orderId });
      if (!row) return null;
      const reason = why === 'return' ? 'returned' : 'order_cancelled';
      await seats.release(tx, event, row, { reason, at: clock() });
      return { itemId: event.id, location: event.location, delta: 1 };
    },

    async set() {
      throw new Error('an event’s seats are set by its capacity, not as stock');
    },
  };
}
