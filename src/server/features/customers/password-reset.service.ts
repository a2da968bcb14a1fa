import type {
  PasswordResetCheck,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '../../../domain/customers/account-links.contract.ts';
import { PASSWORD_RESET_MINUTES } from '../../../domain/customers/account-links.contract.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { ProveAddress } from './address-proof.ts';
import type { CustomersRepository } from './customers.repository.ts';
import { type LinkMailing, mailLinkSteadily } from './mail-account-link.ts';
import { refuseCommonPassword } from './password-rules.ts';

export interface PasswordResetDeps extends LinkMailing {
  customers: Pick<CustomersRepository, 'findByEmail' | 'resetPassword'>;
  sessions: Pick<SessionsService, 'endAllOfCustomer'>;
  proveAddress: ProveAddress;
}

/** "Forgot password?": a single-use link by mail, then a new password that signs out every device. */
export function createPasswordResetService(deps: PasswordResetDeps) {
  const { db, customers, links, sessions, proveAddress } = deps;
  return {
    /** Mails a link when the account exists; the caller learns nothing either way. */
    async request({ email }: PasswordResetRequest): Promise<void> {
      await mailLinkSteadily(deps, email, {
        purpose: 'password_reset',
        minutes: PASSWORD_RESET_MINUTES,
        message: 'password_reset',
      });
    },

    /**
     * Refuses a link that could not set a password (invalid_token, token_used, token_expired),
     * so the page says so as it opens rather than after a new password is typed. It only reads:
     * the link stays good for the confirm.
     */
    async check({ token }: PasswordResetCheck): Promise<void> {
      links.assertUsable(await links.find(token, 'password_reset'));
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
        // Every way in that was open before the reset closes with it: its other reset links,
        // sign-in links sent earlier (whoever holds one would keep a way in) and sessions.
        await links.useAll(tx, row.customerId, 'password_reset');
        await links.useAll(tx, row.customerId, 'sign_in');
        await sessions.endAllOfCustomer(tx, row.customerId);
        return email;
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
