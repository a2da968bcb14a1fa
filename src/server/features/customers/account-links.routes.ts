import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signInLinkConfirmSchema,
  signInLinkRequestSchema,
  verifyEmailRequestSchema,
} from '../../../domain/customers/account-links.contract.ts';
import { authResponseSchema, okSchema } from '../../../domain/customers/customer.contract.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import { linkMailLimits, type SignInLimits } from '../../plugins/rate-limits.ts';
import { requireCustomer, setSessionCookie, WITHOUT_SESSION } from '../../plugins/session.ts';
import type { CartService } from '../cart/cart.service.ts';
import { emailOf } from './customers.routes.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SignInLinkService } from './sign-in-link.service.ts';

const ok = { ok: true as const };

export interface AccountLinksDeps {
  resets: PasswordResetService;
  verification: Pick<EmailVerificationService, 'verify' | 'resend'>;
  signInLinks: SignInLinkService;
  /** Signing in by link answers with the customer's saved cart. */
  cart: Pick<CartService, 'list'>;
  limits: RateLimitOptions;
  /** The password sign-ins' ceiling per account, which a link's mail mentions and a reset lifts. */
  signInGuard: Pick<SignInLimits, 'throttled' | 'release'>;
}

/** The mailed links of an account: a password reset, proving the address, and signing in. */
export function accountLinksRoutes({
  resets,
  verification,
  signInLinks,
  cart,
  limits,
  signInGuard,
}: AccountLinksDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);
    const resetMails = linkMailLimits(
      limits,
      'reset-mail',
      (request) => `reset|${emailOf(request)}`,
    );
    const signInMails = linkMailLimits(
      limits,
      'sign-in-mail',
      (request) => `sign-in|${emailOf(request)}`,
    );
    const verificationMails = linkMailLimits(limits, 'verification-mail', (request) =>
      request.session?.kind === 'customer' ? `verify|${request.session.customerId}` : request.ip,
    );

    app.post(
      '/customers/password-reset',
      {
        config: WITHOUT_SESSION,
        ...resetMails,
        schema: { body: passwordResetRequestSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await resets.request(request.body);
        return ok;
      },
    );

    // A POST, though it changes nothing, so the token stays out of the address the log keeps.
    app.post(
      '/customers/password-reset/check',
      {
        config: WITHOUT_SESSION,
        schema: { body: passwordResetCheckSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await resets.check(request.body);
        return ok;
      },
    );

    app.post(
      '/customers/password-reset/confirm',
      {
        config: WITHOUT_SESSION,
        schema: { body: passwordResetConfirmSchema, response: { 200: okSchema } },
      },
      async (request) => {
        const email = await resets.confirm(request.body);
        await signInGuard.release(email.toLowerCase());
        return ok;
      },
    );

    app.post(
      '/customers/sign-in-link',
      {
        config: WITHOUT_SESSION,
        ...signInMails,
        schema: { body: signInLinkRequestSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await signInLinks.request(request.body, await signInGuard.throttled(emailOf(request)));
        return ok;
      },
    );

    app.post(
      '/customers/sign-in-link/confirm',
      {
        config: WITHOUT_SESSION,
        schema: { body: signInLinkConfirmSchema, response: { 200: authResponseSchema } },
      },
      async (request, reply) => {
        const signedIn = await signInLinks.confirm(request.body.token, request.sessionToken);
        setSessionCookie(request, reply, 'customer', signedIn.token);
        return { ...signedIn, cartItems: await cart.list(signedIn.customer.id) };
      },
    );

    app.post(
      '/customers/verify-email',
      {
        config: WITHOUT_SESSION,
        schema: { body: verifyEmailRequestSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await verification.verify(request.body.token);
        return ok;
      },
    );

    app.post(
      '/customers/verify-email/resend',
      { ...verificationMails, schema: { response: { 200: okSchema } } },
      async (request) => {
        await verification.resend(requireCustomer(request).customerId);
        return ok;
      },
    );
  };
}
