import { randomBytes } from 'node:crypto';
import {
  SIGN_IN_LINK_MINUTES,
  type SignInLinkRequest,
} from '../../../domain/customers/account-links.contract.ts';
import { orNotFound } from '../../errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { AccountMailKind } from './account-mail.ts';
import type { ProveAddress } from './address-proof.ts';
import { type CustomersRepository, toCustomer } from './customers.repository.ts';
import type { SignedIn } from './customers.service.ts';
import { type LinkMailing, mailLinkSteadily, mailLinkToAccount } from './mail-account-link.ts';

export interface SignInLinkDeps extends LinkMailing {
  customers: Pick<CustomersRepository, 'findByEmail' | 'findById' | 'replaceUnprovenPassword'>;
  sessions: Pick<SessionsService, 'start' | 'endAllOfCustomer'>;
  proveAddress: ProveAddress;
}

/**
 * Signing in by a single-use link mailed to the account's address: how its owner gets in while
 * password sign-ins on the account are throttled, and whenever they would rather not type it.
 */
export function createSignInLinkService(deps: SignInLinkDeps) {
  const { db, customers, links, sessions, proveAddress } = deps;
  const link = (message: AccountMailKind) => ({
    purpose: 'sign_in' as const,
    minutes: SIGN_IN_LINK_MINUTES,
    message,
  });

  return {
    /**
     * Mails a link when the account exists; the caller learns nothing either way. While the
     * account is throttled, the mail says that someone is trying its password.
     */
    async request({ email }: SignInLinkRequest, throttled: boolean): Promise<void> {
      await mailLinkSteadily(deps, email, link(throttled ? 'password_guessing' : 'sign_in_link'));
    },

    /** Tells the account's owner, once its failed sign-ins reach the ceiling, with a link in. */
    warn: (email: string) => mailLinkToAccount(deps, email, link('password_guessing')),

    /**
     * Signs the link's customer in; opening it also proves they read that inbox. When nobody
     * had proven it before, the account may have been opened in their name by someone else
     * (to watch their orders and spend their credit): the password and sessions of whoever
     * opened it end here, and the owner sets a password of their own by a reset.
     */
    async confirm(token: string, replacingToken: string | null): Promise<SignedIn> {
      // The slow hash is made before the transaction, and only when it may be needed.
      const found = await links.find(token, 'sign_in');
      links.assertUsable(found);
      const unproven = !(await customers.findById(found.customerId))?.isEmailVerified;
      const nobodysPassword = unproven
        ? await hashPassword(randomBytes(32).toString('base64url'))
        : null;
      const customerId = await db.transaction(async (tx) => {
        const row = await links.find(token, 'sign_in', tx);
        links.assertUsable(row);
        await links.useAll(tx, row.customerId, 'sign_in');
        if (
          nobodysPassword &&
          (await customers.replaceUnprovenPassword(tx, row.customerId, nobodysPassword))
        ) {
          await sessions.endAllOfCustomer(tx, row.customerId);
        }
        await proveAddress(tx, row.customerId);
        return row.customerId;
      });
      const customer = orNotFound(await customers.findById(customerId), 'Account not found');
      const sessionToken = await sessions.start({ kind: 'customer', customerId }, replacingToken);
      return { token: sessionToken, customer: toCustomer(customer) };
    },
  };
}

export type SignInLinkService = ReturnType<typeof createSignInLinkService>;
