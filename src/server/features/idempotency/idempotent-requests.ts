import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { type IdempotentScope, idempotentRequests } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';

/** One write's claim on its key: what it is, for which key, and its request hashed. */
export interface IdempotentRequest {
  scope: IdempotentScope;
  key: string;
  hash: string;
}

/** A request hashed: a retry under a key can be told from another request under it. */
export const requestHash = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The claim of a write whose caller sent a key; none without one. */
export function idempotentRequest(
  scope: IdempotentScope,
  key: string | undefined,
  ...request: unknown[]
): IdempotentRequest | null {
  if (key === undefined) return null;
  return { scope, key, hash: requestHash(request) };
}

/** A key used before: the answer its write gave (null where the write answers the now). */
export interface Replay {
  answer: unknown;
}

/**
 * Staff writes made once per `Idempotency-Key`, claimed in the write's own transaction. The
 * claim is an insert on the key: a second request with the key waits on the first's claim
 * until that commits, then reads its answer; if the first rolled back, the second makes the
 * write itself.
 */
export function createIdempotentRequests() {
  const sameKey = ({ scope, key }: IdempotentRequest) =>
    and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.key, key));

  return {
    /**
     * Null when the write is to be made (a first use, or no key); the earlier answer when this
     * request was made already; 409 `idempotency_key_reused` when the key went with another.
     * Called after the store-access check, before the write's own checks: a retried refund of
     * all that was left must be answered, not refused as more than is left.
     */
    async claim(tx: Transaction, request: IdempotentRequest | null): Promise<Replay | null> {
      if (!request) return null;
      const claimed = await tx
        .insert(idempotentRequests)
        .values({ scope: request.scope, key: request.key, requestHash: request.hash })
        .onConflictDoNothing()
        .returning({ key: idempotentRequests.key });
      if (claimed.length > 0) return null;
      const [earlier] = await tx
        .select({ hash: idempotentRequests.requestHash, answer: idempotentRequests.answer })
        .from(idempotentRequests)
        .where(sameKey(request));
      if (earlier?.hash !== request.hash) {
        throw new ConflictError('This Idempotency-Key was already used for another request.', {
          code: 'idempotency_key_reused',
        });
      }
      return { answer: earlier.answer };
    },

    /** Keeps the write's answer beside its claim, for a retry to answer again. */
    async keep(tx: Transaction, request: IdempotentRequest | null, answer: unknown): Promise<void> {
      if (!request) return;
      await tx.update(idempotentRequests).set({ answer }).where(sameKey(request));
    },
  };
}

export type IdempotentRequests = ReturnType<typeof createIdempotentRequests>;
