import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { type CustomerTokenPurpose, customerTokens } from '../../db/schema/index.ts';

export type CustomerTokenRow = typeof customerTokens.$inferSelect;

/** The mailed links' tokens, by hash: the tokens themselves are never stored. */
export function createCustomerTokensRepository(db: Database) {
  return {
    async insert(
      tx: Transaction,
      values: Pick<
        typeof customerTokens.$inferInsert,
        'customerId' | 'purpose' | 'tokenHash' | 'expiresAt'
      >,
    ): Promise<number> {
      const [row] = await tx
        .insert(customerTokens)
        .values(values)
        .returning({ id: customerTokens.id });
      if (!row) throw new Error('insert returned no token');
      return row.id;
    },

    /** The token with this hash and purpose; in a transaction, locked until it ends. */
    async find(
      tokenHash: string,
      purpose: CustomerTokenPurpose,
      tx?: Transaction,
    ): Promise<CustomerTokenRow | undefined> {
      const query = (tx ?? db)
        .select()
        .from(customerTokens)
        .where(and(eq(customerTokens.tokenHash, tokenHash), eq(customerTokens.purpose, purpose)));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    /** Spends every open token of this purpose the customer holds, the one just used included. */
    async useAll(
      tx: Transaction,
      customerId: number,
      purpose: CustomerTokenPurpose,
      usedAt: Date,
    ): Promise<void> {
      await tx
        .update(customerTokens)
        .set({ usedAt })
        .where(
          and(
            eq(customerTokens.customerId, customerId),
            eq(customerTokens.purpose, purpose),
            isNull(customerTokens.usedAt),
          ),
        );
    },
  };
}

export type CustomerTokensRepository = ReturnType<typeof createCustomerTokensRepository>;
