import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import { signInLimits } from '../../plugins/rate-limits.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import { accountLinksRoutes } from './account-links.routes.ts';
import { createAccountMail } from './account-mail.ts';
import { createAddressProof } from './address-proof.ts';
import { createAdminCustomersRepository } from './admin-customers.repository.ts';
import { adminCustomersRoutes } from './admin-customers.routes.ts';
import { createAdminCustomersService } from './admin-customers.service.ts';
import { createCustomerTokensRepository } from './customer-tokens.repository.ts';
import { createCustomersRepository } from './customers.repository.ts';
import { customersRoutes, emailOf } from './customers.routes.ts';
import { createCustomersService } from './customers.service.ts';
import { createEmailVerificationService } from './email-verification.service.ts';
import { createLinkTokens } from './link-tokens.ts';
import { createNewCustomerService } from './new-customer.service.ts';
import { createPasswordResetService } from './password-reset.service.ts';
import { createSignInLinkService } from './sign-in-link.service.ts';

export interface CustomersModuleDeps {
  db: Database;
  sessions: SessionsService;
  /** Signing in answers with the customer's saved cart. */
  cart: Pick<CartService, 'list'>;
  limits: RateLimitOptions;
  /** Password reset and verification links go by mail... */
  mailer: Pick<Mailer, 'queue' | 'releaseHeld'>;
  /** ...and open pages at this address. */
  publicUrl: string;
  /** Now, for when links expire; tests move it. */
  clock?: (() => Date) | undefined;
  /** A customer's page in the dashboard shows their balance. */
  storeCredit: Pick<StoreCreditService, 'balance'>;
  /** Staff adding a customer at the counter is audited. */
  audit: Pick<AuditRepository, 'record'>;
}

/**
 * Customer accounts: signing up, in and out, the profile, and the links mailed to them; and
 * staff's Customers (search, a customer's page).
 */
export function createCustomersModule({
  db,
  sessions,
  cart,
  limits,
  mailer,
  publicUrl,
  clock = () => new Date(),
  storeCredit,
  audit,
}: CustomersModuleDeps) {
  const customers = createCustomersRepository(db);
  const links = createLinkTokens(createCustomerTokensRepository(db), clock);
  const mail = createAccountMail({ mailer, publicUrl });
  const proveAddress = createAddressProof({ customers, mailer });
  const verification = createEmailVerificationService({ db, customers, links, mail, proveAddress });
  const resets = createPasswordResetService({
    db,
    customers,
    links,
    mail,
    sessions,
    proveAddress,
  });
  const signInLinks = createSignInLinkService({
    db,
    customers,
    links,
    mail,
    sessions,
    proveAddress,
  });
  const service = createCustomersService({ db, customers, sessions, verification });
  // One set of counters for signing in, up and by link: the account's ceiling is shared.
  const signInGuard = signInLimits(limits, {
    name: 'customer-sign-in',
    accountOf: emailOf,
    onAccountThrottled: signInLinks.warn,
    throttledAdvice: 'Sign in with a link sent to your email, or reset your password.',
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(customersRoutes(service, cart, sessions, signInGuard));
    await app.register(
      accountLinksRoutes({ resets, verification, signInLinks, cart, limits, signInGuard }),
    );
    const adminCustomers = createAdminCustomersRepository(db);
    await app.register(
      adminCustomersRoutes(
        createAdminCustomersService({ repository: adminCustomers, storeCredit }),
        createNewCustomerService({ db, repository: adminCustomers, links, mail, audit }),
      ),
    );
  };
  return { routes };
}
