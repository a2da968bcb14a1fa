import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  customers,
  registrations,
  storeCreditEntries,
  tournaments,
} from '../../db/schema/index.ts';

const customerColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
};

/** Whom staff credit: enough to name them in the trail and to mail them. */
export interface CreditCustomer {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The customers and events staff's credit entries are about. */
export function createStaffCreditRepository() {
  return {
    async customer(
      reader: Database | Transaction,
      id: number,
    ): Promise<CreditCustomer | undefined> {
      const [row] = await reader
        .select(customerColumns)
        .from(customers)
        .where(eq(customers.id, id));
      return row;
    },

    /** The event whose prizes staff read: its store, for the store check. */
    async event(reader: Database | Transaction, id: number) {
      const [row] = await reader
        .select({ id: tournaments.id, location: tournaments.location })
        .from(tournaments)
        .where(eq(tournaments.id, id));
      return row;
    },

    /** The prize entries paid to the event's seats, the oldest first. */
    async prizesPaid(reader: Database | Transaction, tournamentId: number) {
      return reader
        .select({ registrationId: registrations.id, entry: storeCreditEntries })
        .from(storeCreditEntries)
        .innerJoin(registrations, eq(registrations.id, storeCreditEntries.registrationId))
        .where(
          and(eq(storeCreditEntries.kind, 'prize'), eq(registrations.tournamentId, tournamentId)),
        )
        .orderBy(storeCreditEntries.id);
    },

    /** The event, locked, so its roster holds still while its prizes are paid. */
    async lockEvent(tx: Transaction, id: number) {
      const [row] = await tx
        .select({ id: tournaments.id, name: tournaments.name, location: tournaments.location })
        .from(tournaments)
        .where(eq(tournaments.id, id))
        .for('update');
      return row;
    },

    /** The event's seated players among these registrations, each with their customer. */
    async seatedPlayers(tx: Transaction, tournamentId: number, registrationIds: number[]) {
      return tx
        .select({ registrationId: registrations.id, ...customerColumns })
        .from(registrations)
        .innerJoin(customers, eq(customers.id, registrations.customerId))
        .where(
          and(
            eq(registrations.tournamentId, tournamentId),
            eq(registrations.status, 'registered'),
            inArray(registrations.id, registrationIds),
          ),
        );
    },
  };
}

export type StaffCreditRepository = ReturnType<typeof createStaffCreditRepository>;
