import type {
  PasswordResetConfirm,
  PasswordResetRequest,
} from '../../../domain/customers/account-links.contract.ts';
import { PASSWORD_RESET_MINUTES } from '../../../domain/customers/account-links.contract.ts';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { withSteadyTiming } from '../../lib/steady-timing.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { AccountMail } from './account-mail.ts';
import type { ProveAddress } from './address-proof.ts';
import type { CustomersRepository } from './customers.repository.ts';
import type { LinkTokens } from './link-tokens.ts';
import { refuseCommonPassword } from './password-rules.ts';

const LIFETIME_MS = PASSWORD_RESET_MINUTES * 60 * 1000;
/** Longer than writing and rendering the message takes, so every answer takes this long. */
const REQUEST_ANSWER_MS = 400;

export interface PasswordResetDeps {
  db: Database;
  customers: Pick<CustomersRepository, 'findByEmail' | 'resetPassword'>;
  links: LinkTokens;
  mail: AccountMail;
  sessions: Pick<SessionsService, 'endAllOfCustomer'>;
  proveAddress: ProveAddress;
}

/** "Forgot password?": a single-use link by mail, then a new password that signs out every device. */
export function createPasswordResetService({
  db,
  customers,
  links,
  mail,
  sessions,
  proveAddress,
}: PasswordResetDeps) {
  return {
    /** Mails a link when the account exists; the caller learns nothing either way. */
    async request({ email }: PasswordResetRequest): Promise<void> {
      await withSteadyTiming(REQUEST_ANSWER_MS, async () => {
        const customer = await customers.findByEmail(email);
        if (!customer) return;
        await db.transaction(async (tx) => {
          const link = await links.issue(tx, customer.id, 'password_reset', LIFETIME_MS);
          await mail.send(tx, 'password_reset', customer, link);
        });
      });
    },

    /** Sets the new password; answers the account's address, whose sign-ins may start afresh. */
    async confirm({ token, password }: PasswordResetConfirm): Promise<string> {
      refuseCommonPassword(password);
      // Checked before the slow hash, so a bad link costs the server nothing...
      links.assertUsable(await links.find(token, 'password_reset'));
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        // ...and again under lock, so of two uses at once only one sets a password.
        const row = await links.find(token, 'password_reset', tx);
        links.assertUsable(row);
        const email = await customers.resetPassword(tx, row.customerId, passwordHash);
        // The link came to the inbox, so the customer reads it.
        await proveAddress(tx, row.customerId);
        await links.useAll(tx, row.customerId, 'password_reset');
        await sessions.endAllOfCustomer(tx, row.customerId);
        return email;
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
