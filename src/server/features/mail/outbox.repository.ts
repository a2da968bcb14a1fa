import { and, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** A rendered message to write beside the change it tells of. */
export interface OutgoingMessage {
  /** One per event told of ("order-placed:42"): the same key is written once. */
  idempotencyKey: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The account it goes to, if any; its mail is counted by the hour. */
  customerId?: number | undefined;
  /** Held until the account proves its address, or due at once. */
  status?: 'pending' | 'held';
  nextAttemptAt?: Date;
}

/**
 * How long a sender may hold claimed messages before another may take them. A message's claim
 * is checked as its send begins and renewed unless it still has `CLAIM_SPARE_MS` to run; one
 * send ends well within that (the SMTP timeouts in mail-transport.ts add up to 40 s), so a
 * message is handed to the server by one sender only.
 */
const CLAIM_MS = 60 * 1000;
const CLAIM_SPARE_MS = 45 * 1000;

export function createOutboxRepository(db: Database) {
  return {
    /** Writes the message in the caller's transaction; a key already written is left as it is. */
    async add(tx: Transaction, message: OutgoingMessage): Promise<void> {
      await tx
        .insert(outbox)
        .values({
          idempotencyKey: message.idempotencyKey,
          kind: message.kind,
          toAddress: message.to,
          subject: message.subject,
          html: message.html,
          text: message.text,
          customerId: message.customerId,
          status: message.status,
          nextAttemptAt: message.nextAttemptAt,
        })
        .onConflictDoNothing({ target: outbox.idempotencyKey });
    },

    /** How many messages the shop wrote to an account since that moment, held ones included. */
    async countForCustomerSince(tx: Transaction, customerId: number, since: Date): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.customerId, customerId), gt(outbox.createdAt, since)));
      return row?.n ?? 0;
    },

    /** Sends an account's held mail: it has proved its address. */
    async releaseHeld(tx: Transaction, customerId: number, now: Date): Promise<void> {
      await tx
        .update(outbox)
        .set({ status: 'pending', nextAttemptAt: now })
        .where(and(eq(outbox.customerId, customerId), eq(outbox.status, 'held')));
    },

    /**
     * Takes up to `limit` messages due now for this sender, oldest first. Rows another sender is
     * claiming are skipped (SKIP LOCKED), and a claim lasts a while, so two app instances on one
     * database never take the same message. One statement: a poll that finds nothing costs one
     * query, not a transaction of two.
     */
    async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.nextAttemptAt, now),
            or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
          ),
        )
        .orderBy(outbox.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(outbox)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(inArray(outbox.id, due))
        .returning();
      return claimed.sort((a, b) => a.id - b.id);
    },

    /**
     * Keeps a claimed message this sender's through its send, just before it: true at once
     * while the claim has its spare time to run, the usual case, since a batch is sent within
     * moments of its claim. Otherwise the claim is renewed for another claim's length, or false
     * when it ran out while earlier messages of the batch were sent and another sender took the
     * message, which that sender then sends instead.
     */
    async keepClaim(message: Pick<OutboxRow, 'id' | 'claimedUntil'>, now: Date): Promise<boolean> {
      if (!message.claimedUntil) return false;
      if (message.claimedUntil.getTime() - now.getTime() >= CLAIM_SPARE_MS) return true;
      const renewed = await db
        .update(outbox)
        .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
        .where(
          and(
            eq(outbox.id, message.id),
            eq(outbox.status, 'pending'),
            eq(outbox.claimedUntil, message.claimedUntil),
          ),
        )
        .returning({ id: outbox.id });
      return renewed.length === 1;
    },

    async settle(
      id: number,
      change: Pick<
        typeof outbox.$inferInsert,
        'status' | 'sentAt' | 'lastError' | 'nextAttemptAt' | 'attempts'
      >,
    ): Promise<void> {
      await db
        .update(outbox)
        .set({ ...change, claimedUntil: null })
        .where(eq(outbox.id, id));
    },

    /** The newest messages first, for the owner's Emails tab. */
    latest(limit: number): Promise<OutboxRow[]> {
      return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    },

    async find(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
