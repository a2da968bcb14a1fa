import type { Transaction } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import type { EntryRefunds } from './entry-refunds.ts';
import type { EventMail } from './queue-event-mail.ts';
import type { RegistrationsRepository } from './registrations.repository.ts';
import { paidFor, paidOnline } from './registrations.service.ts';
import type { EventRow, SeatKeeper } from './seat-keeper.ts';

/**
 * What staff's edits of an event mean for its players, run in the edit's transaction with the
 * event locked: a cancellation ends every registration and refunds the paid entries; a larger
 * capacity seats or offers seats to the waitlist; a capacity below the seats already taken is
 * refused; an event with paid entries is cancelled, not deleted.
 */
export function createEventChanges({
  repository,
  seats,
  refunds,
  mail,
  clock,
}: {
  repository: RegistrationsRepository;
  seats: SeatKeeper;
  refunds: EntryRefunds;
  mail: Pick<EventMail, 'tell'>;
  clock: () => Date;
}) {
  return {
    async changed(tx: Transaction, before: EventRow, after: EventRow): Promise<void> {
      if (after.status === 'cancelled' && before.status !== 'cancelled') {
        const at = clock();
        for (const row of await repository.liveOf(tx, after.id)) {
          const refundCents =
            row.status === 'registered' && paidOnline(row)
              ? await refunds.owe(tx, row, 'event_cancelled', { kind: 'shop' })
              : null;
          await repository.end(tx, row.id, { reason: 'event_cancelled', at, refundCents });
          await mail.tell(tx, 'event_cancelled', after, row, { refundCents });
        }
        return;
      }
      if (after.maxParticipants !== null) {
        const seatsTaken =
          (await repository.seatCounts([after.id], clock(), tx)).get(after.id)?.seatsTaken ?? 0;
        if (after.maxParticipants < seatsTaken) {
          const message = `${seatsTaken} players already have seats, so the capacity cannot be lower than ${seatsTaken}.`;
          throw new ConflictError(message, {
            code: 'capacity_below_registered',
            fields: { maxParticipants: message },
          });
        }
      }
      await seats.fillSeats(tx, after);
    },

    async removing(tx: Transaction, event: EventRow): Promise<void> {
      const paid = (await repository.liveOf(tx, event.id)).some(paidFor);
      if (paid) {
        throw new ConflictError(
          'Players have paid for this event: cancel it instead, which refunds their entries.',
          { code: 'has_paid_entries' },
        );
      }
    },

    /** Sends the refunds a cancellation owes, once the edit has committed. */
    committed: () => refunds.send(),
  };
}
