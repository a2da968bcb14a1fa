import { and, eq, sql } from 'drizzle-orm';
import type { Customer, ProfileUpdate } from '../../../domain/customers/customer.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { customerAddresses, customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The one mapping from the table to what a customer sees of their account (never the hash). */
export function toCustomer(row: CustomerRow): Customer {
  // Signing in, by password or by a mailed link, needs an e-mail: a phone-only customer has no account to open.
  if (row.email === null) throw new Error(`customer ${row.id} has no e-mail to sign in with`);
  return {
    id: row.id,
    email: row.email,
    isEmailVerified: row.isEmailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    preferredLocation: row.preferredLocation,
    emailOrderUpdates: row.emailOrderUpdates,
    emailEventAnnouncements: row.emailEventAnnouncements,
    wizardsEmail: row.wizardsEmail,
    pokemonPlayerId: row.pokemonPlayerId,
    konamiCardGameId: row.konamiCardGameId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCustomersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<CustomerRow | undefined> {
      const [row] = await db
        .select()
        .from(customers)
        .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
      return row;
    },

    async findById(id: number): Promise<CustomerRow | undefined> {
      const [row] = await db.select().from(customers).where(eq(customers.id, id));
      return row;
    },

    async insert(tx: Transaction, values: typeof customers.$inferInsert): Promise<CustomerRow> {
      const [row] = await tx.insert(customers).values(values).returning();
      if (!row) throw new Error('insert returned no customer');
      return row;
    },

    /** A new password from a reset link; answers the account's address. */
    async resetPassword(tx: Transaction, id: number, passwordHash: string): Promise<string> {
      const [row] = await tx
        .update(customers)
        .set({ passwordHash })
        .where(eq(customers.id, id))
        .returning({ email: customers.email });
      if (!row?.email) throw new Error('a reset link outlived its customer or their e-mail');
      return row.email;
    },

    /**
     * Replaces the password of an account whose address nobody has proven yet; whether it did.
     * Whoever chose that password never showed they read the inbox.
     */
    async replaceUnprovenPassword(
      tx: Transaction,
      id: number,
      passwordHash: string,
    ): Promise<boolean> {
      const replaced = await tx
        .update(customers)
        .set({ passwordHash })
        .where(and(eq(customers.id, id), eq(customers.isEmailVerified, false)))
        .returning({ id: customers.id });
      return replaced.length > 0;
    },

    async markEmailVerified(tx: Transaction, id: number): Promise<void> {
      await tx.update(customers).set({ isEmailVerified: true }).where(eq(customers.id, id));
    },

    async update(id: number, patch: ProfileUpdate): Promise<CustomerRow | undefined> {
      // A change of nothing is no change: SQL has no UPDATE without a column to set.
      if (Object.keys(patch).length === 0) return this.findById(id);
      const [row] = await db.update(customers).set(patch).where(eq(customers.id, id)).returning();
      return row;
    },

    async addresses(customerId: number) {
      return db
        .select({
          id: customerAddresses.id,
          type: customerAddresses.type,
          isDefault: customerAddresses.isDefault,
          firstName: customerAddresses.firstName,
          lastName: customerAddresses.lastName,
          company: customerAddresses.company,
          addressLine1: customerAddresses.addressLine1,
          addressLine2: customerAddresses.addressLine2,
          city: customerAddresses.city,
          state: customerAddresses.state,
          postalCode: customerAddresses.postalCode,
          country: customerAddresses.country,
        })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(customerAddresses.id);
    },
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
