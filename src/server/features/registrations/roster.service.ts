import { canManageStore, type StaffActor } from '../../../domain/admin/permissions.ts';
import type { RosterEntry } from '../../../domain/registrations/registration.contract.ts';
import { storeName } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { RegistrationsRepository } from './registrations.repository.ts';

type RosterRow = Awaited<ReturnType<RegistrationsRepository['roster']>>[number];

function toEntry({ registration, customer }: RosterRow): RosterEntry {
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
    paid: false,
    checkedInAt: registration.checkedInAt?.toISOString() ?? null,
  };
}

/** Staff's side of an event's players: the roster of their store's events, and check-in. */
export function createRosterService({
  db,
  repository,
  audit,
  clock = () => new Date(),
}: {
  db: Database;
  repository: RegistrationsRepository;
  audit: AuditRepository;
  clock?: () => Date;
}) {
  async function storeFor(actor: StaffActor, tournamentId: number) {
    const store = await repository.storeOf(tournamentId);
    if (!store) throw new NotFoundError('Tournament not found');
    if (!canManageStore(actor, store)) {
      throw new ForbiddenError(`Only staff of the ${storeName(store)} store can see its rosters.`);
    }
    return store;
  }

  return {
    async roster(actor: StaffActor, tournamentId: number): Promise<RosterEntry[]> {
      await storeFor(actor, tournamentId);
      return (await repository.roster(tournamentId)).map(toEntry);
    },

    async checkIn(actor: StaffActor, tournamentId: number, registrationId: number): Promise<void> {
      const store = await storeFor(actor, tournamentId);
      await db.transaction(async (tx) => {
        const checkedIn = await repository.checkIn(tx, tournamentId, registrationId, clock());
        if (!checkedIn)
          throw new NotFoundError('No registered player with that registration here.');
        await audit.record(tx, {
          actor,
          location: store,
          entity: 'registration',
          entityId: `${checkedIn.code} (event ${tournamentId})`,
          action: 'update',
          before: { checkedIn: false },
          after: { checkedIn: true },
        });
      });
    },
  };
}

export type RosterService = ReturnType<typeof createRosterService>;
