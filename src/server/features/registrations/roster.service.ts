import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type {
  AddPlayer,
  RosterEntry,
} from '../../../domain/registrations/registration.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { EntryRefunds } from './entry-refunds.ts';
import type { EventMail } from './queue-event-mail.ts';
import {
  newRegistrationCode,
  type RegistrationRow,
  type RegistrationsRepository,
} from './registrations.repository.ts';
import { paidOnline, type RegistrationsService } from './registrations.service.ts';
import type { SeatKeeper } from './seat-keeper.ts';
import type { WalkInSale } from './walk-in-sale.ts';

type RosterRow = Awaited<ReturnType<RegistrationsRepository['roster']>>[number];

const NO_SUCH_PLAYER = 'No player with that registration is on this event.';

/** How a place was paid for; on a paid event, a player waiting, holding or offered a seat has not paid yet. */
function paymentOf(row: RegistrationRow, entryFeeCents: number): RosterEntry['payment'] {
  if (row.paidAtCounter) return 'counter';
  if (paidOnline(row)) return 'online';
  return entryFeeCents > 0 && row.status !== 'registered' ? 'unpaid' : 'free';
}

function toEntry({ registration, customer, entryFeeCents }: RosterRow): RosterEntry {
  const payment = paymentOf(registration, entryFeeCents);
  return {
    registrationId: registration.id,
    status: registration.status,
    position: registration.position,
    code: registration.code,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    wizardsEmail: customer.wizardsEmail,
    pokemonPlayerId: customer.pokemonPlayerId,
    konamiCardGameId: customer.konamiCardGameId,
    paid: payment === 'online' || payment === 'counter',
    payment,
    entryPaid: payment === 'online' ? formatDollars(registration.paidCents) : null,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
  };
}

/** How the audit trail names a player's registration. */
const entityOf = (row: RegistrationRow, tournamentId: number) =>
  `${row.code} (event ${tournamentId})`;

export interface RosterServiceDeps {
  db: Database;
  repository: RegistrationsRepository;
  seats: SeatKeeper;
  refunds: EntryRefunds;
  audit: AuditRepository;
  registrations: Pick<RegistrationsService, 'uncart'>;
  mail: Pick<EventMail, 'tell'>;
  /** A walk-in's fee paid at the counter is a counter sale (features/counter). */
  walkIns: WalkInSale;
  clock: () => Date;
}

/**
 * Staff's side of an event's players, for their own store's events: the roster, checking
 * players in, removing one (refunding a paid entry) and adding a walk-in. Every change is in
 * the audit trail, written in the change's transaction.
 */
export function createRosterService({
  db,
  repository,
  seats,
  refunds,
  audit,
  registrations,
  mail,
  walkIns,
  clock,
}: RosterServiceDeps) {
  async function storeFor(actor: StaffActor, tournamentId: number): Promise<Location> {
    const store = await repository.storeOf(tournamentId);
    if (!store) throw new NotFoundError('Tournament not found');
    assertStoreAccess(actor, store, 'see its rosters');
    return store;
  }

  /** Checks in a seated player found by id or code, inside a transaction. */
  async function checkIn(
    actor: StaffActor,
    tournamentId: number,
    by: { id: number } | { code: string },
  ): Promise<RosterEntry['code']> {
    const store = await storeFor(actor, tournamentId);
    return db.transaction(async (tx: Transaction) => {
      const row = await repository.liveOne(tx, tournamentId, by);
      if (!row) {
        throw new NotFoundError(
          'id' in by ? NO_SUCH_PLAYER : 'No registered player on this event has that code.',
          { code: 'not_registered' },
        );
      }
      // On the event but not in a seat (waiting in line, or holding one not yet paid for): not
      // a registered player, as before, but told apart so staff know what to do.
      if (row.status !== 'registered') {
        throw new NotFoundError(
          row.status === 'waitlisted'
            ? 'This player is on the waitlist: only players with a seat check in.'
            : 'This player’s seat is not paid for yet: only players with a seat check in.',
          { code: 'not_registered' },
        );
      }
      // Checked in already: the first check-in's time stands, and nothing is recorded twice.
      if (row.checkedInAt !== null) return row.code;
      await repository.checkIn(tx, row.id, clock());
      await audit.record(tx, {
        actor,
        location: store,
        entity: 'registration',
        entityId: entityOf(row, tournamentId),
        action: 'update',
        before: { checkedIn: false },
        after: { checkedIn: true },
      });
      return row.code;
    });
  }

  /** The walk-in's entry sold at the counter (which seats them), then marked paid there and audited. */
  async function sellAtCounter(
    actor: StaffActor,
    walkIn: {
      store: Location;
      tournamentId: number;
      customerId: number;
      input: AddPlayer;
      audited: (tx: Transaction, row: RegistrationRow, receipt: string | null) => Promise<unknown>;
    },
  ): Promise<RegistrationRow> {
    const receipt = await walkIns.sellEntry(actor, {
      location: walkIn.store,
      tournamentId: walkIn.tournamentId,
      customerId: walkIn.customerId,
      tender: walkIn.input.tender,
      card: {
        cardBrand: walkIn.input.cardBrand,
        last4: walkIn.input.last4,
        reference: walkIn.input.reference,
      },
    });
    return db.transaction(async (tx) => {
      const seated = (await repository.mine(walkIn.customerId, [walkIn.tournamentId], tx)).get(
        walkIn.tournamentId,
      );
      if (!seated) throw new Error(`the sale ${receipt} seated nobody`);
      const row = await repository.update(tx, seated.id, { paidAtCounter: true });
      await walkIn.audited(tx, row, receipt);
      return row;
    });
  }

  return {
    async roster(actor: StaffActor, tournamentId: number): Promise<RosterEntry[]> {
      await storeFor(actor, tournamentId);
      return (await repository.roster(tournamentId)).map(toEntry);
    },

    checkIn: (actor: StaffActor, tournamentId: number, registrationId: number) =>
      checkIn(actor, tournamentId, { id: registrationId }),

    checkInByCode: (actor: StaffActor, tournamentId: number, code: string) =>
      checkIn(actor, tournamentId, { code }),

    /** Takes a player off the event: a paid entry is refunded in full, and the seat passes on. */
    async remove(actor: StaffActor, tournamentId: number, registrationId: number): Promise<void> {
      const store = await storeFor(actor, tournamentId);
      const removed = await db.transaction(async (tx) => {
        const event = await seats.lockEvent(tx, tournamentId);
        const row = await repository.liveOne(tx, tournamentId, { id: registrationId });
        if (!row) throw new NotFoundError(NO_SUCH_PLAYER, { code: 'not_registered' });
        const refundCents =
          row.status === 'registered' && paidOnline(row)
            ? await refunds.owe(tx, row, 'removed', { kind: 'staff', staff: actor })
            : null;
        await seats.release(tx, event, row, { reason: 'removed', at: clock(), refundCents });
        if (row.status !== 'held')
          await mail.tell(tx, 'event_removed', event, row, { refundCents });
        await audit.record(tx, {
          actor,
          location: store,
          entity: 'registration',
          entityId: entityOf(row, tournamentId),
          action: 'delete',
          before: { status: row.status, payment: paymentOf(row, event.entryFeeCents) },
          after: refundCents ? { refunded: formatDollars(refundCents) } : null,
        });
        return row;
      });
      if (removed.status === 'held' || removed.status === 'offered') {
        await registrations.uncart(removed.customerId, tournamentId);
      }
      await refunds.send();
    },

    /**
     * Seats a walk-in by their account's e-mail, paid at the counter or free, ahead of the
     * waitlist (staff have them at the counter); a full event needs its capacity raised first.
     * A fee paid at the counter is rung up as a counter sale of the entry, which seats them.
     */
    async add(actor: StaffActor, tournamentId: number, input: AddPlayer): Promise<RosterEntry> {
      const store = await storeFor(actor, tournamentId);
      const customer = await repository.customerByEmail(input.email);
      if (!customer) {
        throw new NotFoundError('No customer account uses that e-mail.', {
          code: 'customer_not_found',
          fields: { email: 'No customer account uses that e-mail.' },
        });
      }
      const seatable = async (tx: Transaction) => {
        const event = await seats.lockEvent(tx, tournamentId);
        if (event.status === 'completed' || event.status === 'cancelled') {
          throw new ConflictError(`This event is ${event.status}.`, {
            code: 'registration_closed',
          });
        }
        const existing = (await repository.mine(customer.id, [tournamentId], tx)).get(tournamentId);
        if (existing && existing.status !== 'waitlisted') {
          throw new ConflictError('This player is already on the event.', {
            code: 'already_registered',
          });
        }
        if ((await seats.freeSeats(tx, event)) <= 0) {
          throw new ConflictError('This event is full: raise its capacity to add a player.', {
            code: 'event_full',
          });
        }
        return { event, existing };
      };
      const audited = (tx: Transaction, row: RegistrationRow, receipt: string | null) =>
        audit.record(tx, {
          actor,
          location: store,
          entity: 'registration',
          entityId: entityOf(row, tournamentId),
          action: 'create',
          before: null,
          after: { email: customer.email, payment: input.payment, receipt },
        });
      const { event } = await db.transaction(seatable);
      const added =
        input.payment === 'counter' && event.entryFeeCents > 0
          ? await sellAtCounter(actor, {
              store,
              tournamentId,
              customerId: customer.id,
              input,
              audited,
            })
          : await db.transaction(async (tx) => {
              const { event: locked, existing } = await seatable(tx);
              const counter = input.payment === 'counter';
              const seated = {
                status: 'registered' as const,
                position: null,
                paidAtCounter: counter,
                paidCents: 0,
              };
              const row = existing
                ? await repository.update(tx, existing.id, seated)
                : await repository.insert(tx, {
                    ...seated,
                    tournamentId,
                    customerId: customer.id,
                    code: newRegistrationCode(),
                  });
              await mail.tell(tx, 'event_registered', locked, row);
              if (existing?.position) await repository.closeUp(tx, tournamentId, existing.position);
              await audited(tx, row, null);
              return row;
            });
      const entry = (await repository.roster(tournamentId)).find(
        ({ registration }) => registration.id === added.id,
      );
      if (!entry) throw new Error(`registration ${added.id} is gone`);
      return toEntry(entry);
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
