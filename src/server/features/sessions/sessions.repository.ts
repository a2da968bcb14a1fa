import { and, eq, getTableColumns, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { employees, sessions } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;

export function createSessionsRepository(db: Database) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /**
     * A live session by its token's hash. A staff member's is read with their account as it is
     * now: it ends once the account is made inactive, and a changed role or store applies at
     * the next request, not at the next sign-in.
     */
    async findLive(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      const [row] = await db
        .select({
          ...getTableColumns(sessions),
          role: sql<string | null>`coalesce(${employees.role}, ${sessions.role})`,
          location: sql<
            SessionRow['location']
          >`coalesce(${employees.location}, ${sessions.location})`,
        })
        .from(sessions)
        .leftJoin(employees, eq(employees.id, sessions.employeeId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            gt(sessions.expiresAt, now),
            or(isNull(sessions.employeeId), eq(employees.isActive, true)),
          ),
        );
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
