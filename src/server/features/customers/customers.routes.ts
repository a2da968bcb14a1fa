import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressListSchema,
  authResponseSchema,
  customerSchema,
  customerSessionSchema,
  loginRequestSchema,
  okSchema,
  profileUpdateSchema,
  registerRequestSchema,
} from '../../../domain/customers/customer.contract.ts';
import type { SignInLimits } from '../../plugins/rate-limits.ts';
import {
  clearSessionCookie,
  requireCustomer,
  setSessionCookie,
  WITHOUT_SESSION,
} from '../../plugins/session.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { CustomersService } from './customers.service.ts';

/** The e-mail a request names (the body is parsed by then, not yet validated). */
export function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export function customersRoutes(
  customers: CustomersService,
  cart: Pick<CartService, 'list'>,
  sessions: Pick<SessionsService, 'end'>,
  /** Sign-ins and sign-ups from one address share their counters. */
  { signIn, signUp }: Pick<SignInLimits, 'signIn' | 'signUp'>,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);

    app.post(
      '/customers/register',
      {
        config: WITHOUT_SESSION,
        ...signUp,
        schema: { body: registerRequestSchema, response: { 201: authResponseSchema } },
      },
      async (request, reply) => {
        const signedIn = await customers.register(request.body, request.sessionToken);
        setSessionCookie(request, reply, 'customer', signedIn.token);
        return reply.status(201).send({ ...signedIn, cartItems: [] });
      },
    );

    app.post(
      '/customers/login',
      {
        config: WITHOUT_SESSION,
        ...signIn,
        schema: { body: loginRequestSchema, response: { 200: authResponseSchema } },
      },
      async (request, reply) => {
        const signedIn = await customers.login(request.body, request.sessionToken);
        setSessionCookie(request, reply, 'customer', signedIn.token);
        return { ...signedIn, cartItems: await cart.list(signedIn.customer.id) };
      },
    );

    app.post(
      '/customers/logout',
      {
        config: WITHOUT_SESSION,
        schema: { response: { 200: okSchema } },
      },
      async (request, reply) => {
        if (request.sessionToken) await sessions.end(request.sessionToken);
        clearSessionCookie(request, reply, 'customer');
        return { ok: true as const };
      },
    );

    app.get(
      '/customers/session',
      { schema: { response: { 200: customerSessionSchema } } },
      async (request) => ({
        customer:
          request.session?.kind === 'customer'
            ? await customers.profile(request.session.customerId)
            : null,
      }),
    );

    app.get('/customers/profile', { schema: { response: { 200: customerSchema } } }, (request) =>
      customers.profile(requireCustomer(request).customerId),
    );

    app.patch(
      '/customers/profile',
      { schema: { body: profileUpdateSchema, response: { 200: customerSchema } } },
      (request) => customers.updateProfile(requireCustomer(request).customerId, request.body),
    );

    app.get(
      '/customers/addresses',
      { schema: { response: { 200: addressListSchema } } },
      (request) => customers.addresses(requireCustomer(request).customerId),
    );
  };
}
