import { EMAIL_VERIFICATION_DAYS } from '../../../domain/customers/account-links.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError, orNotFound } from '../../errors.ts';
import type { AccountMail } from './account-mail.ts';
import type { ProveAddress } from './address-proof.ts';
import type { CustomerRow, CustomersRepository } from './customers.repository.ts';
import type { LinkTokens } from './link-tokens.ts';

const LIFETIME_MS = EMAIL_VERIFICATION_DAYS * 24 * 60 * 60 * 1000;

export interface EmailVerificationDeps {
  db: Database;
  customers: Pick<CustomersRepository, 'findById'>;
  links: LinkTokens;
  mail: AccountMail;
  proveAddress: ProveAddress;
}

/**
 * Proving an address: a link mailed after sign-up (and again on request) that marks the
 * account verified. Customers shop and pay either way; staff see the flag on orders.
 */
export function createEmailVerificationService({
  db,
  customers,
  links,
  mail,
  proveAddress,
}: EmailVerificationDeps) {
  async function send(tx: Transaction, customer: CustomerRow): Promise<void> {
    const link = await links.issue(tx, customer.id, 'email_verification', LIFETIME_MS);
    await mail.send(tx, 'verify_email', customer, link);
  }

  return {
    /** Mails the link, in the transaction that opens the account. */
    send,

    async verify(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await links.find(token, 'email_verification', tx);
        // Opening the link again (a second click, another device) confirms what is done.
        if (row.usedAt) return;
        links.assertUsable(row);
        await proveAddress(tx, row.customerId);
        await links.useAll(tx, row.customerId, 'email_verification');
      });
    },

    async resend(customerId: number): Promise<void> {
      const customer = orNotFound(await customers.findById(customerId), 'Account not found');
      if (customer.isEmailVerified) {
        throw new ConflictError('Your email is already verified.', {
          code: 'email_already_verified',
        });
      }
      await db.transaction((tx) => send(tx, customer));
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
