import { randomBytes } from 'node:crypto';
import type { Transaction } from '../../db/client.ts';
import type { CustomerTokenPurpose } from '../../db/schema/index.ts';
import { BadRequestError } from '../../errors.ts';
import { hashToken } from '../sessions/sessions.service.ts';
import type { CustomerTokenRow, CustomerTokensRepository } from './customer-tokens.repository.ts';

/** A link just made: its row's id (the mail's key) and the token, which only the mail carries. */
export interface IssuedLink {
  id: number;
  token: string;
}

const INVALID = 'This link is not valid. Please ask for a new one.';
const USED = 'This link has already been used. Please ask for a new one.';
const EXPIRED = 'This link has expired. Please ask for a new one.';

/**
 * The single-use tokens of mailed links: 32 random bytes for the link, their SHA-256 in the
 * database, so a copy of the table opens no account.
 */
export function createLinkTokens(tokens: CustomerTokensRepository, clock: () => Date) {
  return {
    async issue(
      tx: Transaction,
      customerId: number,
      purpose: CustomerTokenPurpose,
      lifetimeMs: number,
    ): Promise<IssuedLink> {
      const token = randomBytes(32).toString('base64url');
      const id = await tokens.insert(tx, {
        customerId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(clock().getTime() + lifetimeMs),
      });
      return { id, token };
    },

    /** The token's row, or invalid_token; in a transaction, locked so one use wins a race. */
    async find(
      token: string,
      purpose: CustomerTokenPurpose,
      tx?: Transaction,
    ): Promise<CustomerTokenRow> {
      const row = await tokens.find(hashToken(token), purpose, tx);
      if (!row) throw new BadRequestError(INVALID, { code: 'invalid_token' });
      return row;
    },

    /** Refuses a token already used (token_used) or out of time (token_expired). */
    assertUsable(row: CustomerTokenRow): void {
      if (row.usedAt) throw new BadRequestError(USED, { code: 'token_used' });
      if (row.expiresAt <= clock()) throw new BadRequestError(EXPIRED, { code: 'token_expired' });
    },

    useAll: (tx: Transaction, customerId: number, purpose: CustomerTokenPurpose) =>
      tokens.useAll(tx, customerId, purpose, clock()),
  };
}

export type LinkTokens = ReturnType<typeof createLinkTokens>;
