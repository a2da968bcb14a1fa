import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginRequestSchema,
  staffSessionSchema,
  staffSessionStateSchema,
} from '../../../domain/admin/admin.contract.ts';
import { okSchema } from '../../../domain/customers/customer.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import { signInLimits } from '../../plugins/rate-limits.ts';
import { clearSessionCookie, setSessionCookie, WITHOUT_SESSION } from '../../plugins/session.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { type AdminAuthService, toStaffView } from './admin-auth.service.ts';

/** The staff username a sign-in names; the owner signs in without one. */
function usernameOf(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  // A blank username signs the owner in, as one left out does: both count as the owner's tries.
  return username || '(owner)';
}

/** Staff signing in and out of the back office, and who is signed in. */
export function adminAuthRoutes(
  auth: AdminAuthService,
  sessions: Pick<SessionsService, 'end'>,
  limits: RateLimitOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);
    // Counted apart from customers' sign-ins, per username and address: a shopper on the
    // store's Wi-Fi guessing at the back office holds up no employee's sign-in for long.
    // Staff have no mailed link; from a store's own network the ceiling per account holds no
    // one up, so the counter keeps working while someone elsewhere guesses.
    const { signIn } = signInLimits(limits, {
      name: 'staff-sign-in',
      accountOf: usernameOf,
      throttledAdvice: "Sign in from the store's network, or wait a while and try again.",
    });

    app.post(
      '/admin/login',
      {
        config: WITHOUT_SESSION,
        ...signIn,
        schema: {
          body: adminLoginRequestSchema,
          response: { 200: z.object({ staff: staffSessionSchema }) },
        },
      },
      async (request, reply) => {
        const { token, staff } = await auth.login(request.body, request.sessionToken);
        setSessionCookie(request, reply, 'staff', token);
        return { staff };
      },
    );

    app.post(
      '/admin/logout',
      {
        config: WITHOUT_SESSION,
        schema: { response: { 200: okSchema } },
      },
      async (request, reply) => {
        if (request.sessionToken) await sessions.end(request.sessionToken);
        clearSessionCookie(request, reply, 'staff');
        return { ok: true as const };
      },
    );

    app.get(
      '/admin/session',
      { config: WITHOUT_SESSION, schema: { response: { 200: staffSessionStateSchema } } },
      (request) => ({
        staff: request.session?.kind === 'staff' ? toStaffView(request.session) : null,
      }),
    );
  };
}
