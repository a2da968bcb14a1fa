import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },

    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
      return row;
    },

    async touch(tokenHash: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt, expiresAt })
        .where(eq(sessions.tokenHash, tokenHash));
    },

    async delete(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteForCustomer(tx: Transaction, customerId: number): Promise<void> {
      await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
