import {
  SIGN_IN_LINK_MINUTES,
  type SignInLinkRequest,
} from '../../../domain/customers/account-links.contract.ts';
import { orNotFound } from '../../errors.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { AccountMailKind } from './account-mail.ts';
import type { ProveAddress } from './address-proof.ts';
import { type CustomersRepository, toCustomer } from './customers.repository.ts';
import type { SignedIn } from './customers.service.ts';
import { type LinkMailing, mailLinkSteadily, mailLinkToAccount } from './mail-account-link.ts';

export interface SignInLinkDeps extends LinkMailing {
  customers: Pick<CustomersRepository, 'findByEmail' | 'findById'>;
  sessions: Pick<SessionsService, 'start'>;
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

    /** Signs the link's customer in; opening it also proves they read that inbox. */
    async confirm(token: string, replacingToken: string | null): Promise<SignedIn> {
      const customerId = await db.transaction(async (tx) => {
        const row = await links.find(token, 'sign_in', tx);
        links.assertUsable(row);
        await links.useAll(tx, row.customerId, 'sign_in');
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
