import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verifyEmailRequestSchema,
} from '../../../domain/customers/account-links.contract.ts';
import { okSchema } from '../../../domain/customers/customer.contract.ts';
import { linkMailLimits, type RateLimitOptions } from '../../plugins/rate-limits.ts';
import { requireCustomer } from '../../plugins/session.ts';
import { emailOf } from './customers.routes.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';

const ok = { ok: true as const };

/** The mailed links of an account: a password reset, and proving the address. */
export function accountLinksRoutes(
  resets: PasswordResetService,
  verification: Pick<EmailVerificationService, 'verify' | 'resend'>,
  limits: RateLimitOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);
    const resetMails = linkMailLimits(limits, (request) => `reset|${emailOf(request)}`);
    const verificationMails = linkMailLimits(limits, (request) =>
      request.session?.kind === 'customer' ? `verify|${request.session.customerId}` : request.ip,
    );

    app.post(
      '/customers/password-reset',
      {
        preHandler: resetMails,
        schema: { body: passwordResetRequestSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await resets.request(request.body);
        return ok;
      },
    );

    app.post(
      '/customers/password-reset/confirm',
      { schema: { body: passwordResetConfirmSchema, response: { 200: okSchema } } },
      async (request) => {
        await resets.confirm(request.body);
        return ok;
      },
    );

    app.post(
      '/customers/verify-email',
      { schema: { body: verifyEmailRequestSchema, response: { 200: okSchema } } },
      async (request) => {
        await verification.verify(request.body.token);
        return ok;
      },
    );

    app.post(
      '/customers/verify-email/resend',
      { preHandler: verificationMails, schema: { response: { 200: okSchema } } },
      async (request) => {
        await verification.resend(requireCustomer(request).customerId);
        return ok;
      },
    );
  };
}
