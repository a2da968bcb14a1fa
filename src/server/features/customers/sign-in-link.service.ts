import {
  SIGN_IN_LINK_MINUTES,
  type SignInLinkRequest,
} from '../../../domain/customers/account-links.contract.ts';
import type { Database } from '../../db/client.ts';
import { orNotFound } from '../../errors.ts';
import { withSteadyTiming } from '../../lib/steady-timing.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { AccountMail, AccountMailKind } from './account-mail.ts';
import type { ProveAddress } from './address-proof.ts';
import { type CustomersRepository, toCustomer } from './customers.repository.ts';
import type { SignedIn } from './customers.service.ts';
import type { LinkTokens } from './link-tokens.ts';

const LIFETIME_MS = SIGN_IN_LINK_MINUTES * 60 * 1000;
/** Longer than writing and rendering the message takes, so every answer takes this long. */
const REQUEST_ANSWER_MS = 400;

export interface SignInLinkDeps {
  db: Database;
  customers: Pick<CustomersRepository, 'findByEmail' | 'findById'>;
  links: LinkTokens;
  mail: AccountMail;
  sessions: Pick<SessionsService, 'start'>;
  proveAddress: ProveAddress;
}

/**
 * Signing in by a single-use link mailed to the account's address: how its owner gets in while
 * password sign-ins on the account are throttled, and whenever they would rather not type it.
 */
export function createSignInLinkService({
  db,
  customers,
  links,
  mail,
  sessions,
  proveAddress,
}: SignInLinkDeps) {
  async function mailLink(email: string, kind: AccountMailKind): Promise<void> {
    const customer = await customers.findByEmail(email);
    if (!customer) return;
    await db.transaction(async (tx) => {
      const link = await links.issue(tx, customer.id, 'sign_in', LIFETIME_MS);
      await mail.send(tx, kind, customer, link);
    });
  }

  return {
    /**
     * Mails a link when the account exists; the caller learns nothing either way. While the
     * account is throttled, the mail says that someone is trying its password.
     */
    async request({ email }: SignInLinkRequest, throttled: boolean): Promise<void> {
      await withSteadyTiming(REQUEST_ANSWER_MS, () =>
        mailLink(email, throttled ? 'password_guessing' : 'sign_in_link'),
      );
    },

    /** Tells the account's owner, once its failed sign-ins reach the ceiling, with a link in. */
    warn: (email: string) => mailLink(email, 'password_guessing'),

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
