import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiKeyScope } from '../../domain/api-keys/api-key.contract.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import {
  ABSOLUTE_LIFETIME_MS,
  API_KEY_PREFIX,
  type ApiKeyResolver,
  type Session,
  type SessionResolver,
} from './session-contract.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
    /** The token the request came with, from the cookie or the bearer header. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /** onRequest hooks for routes that need to know who is calling: a customer or staff. */
    authenticate: Record<SessionKind, (request: FastifyRequest) => Promise<void>>;
  }
  interface FastifyContextConfig {
    /** The scope a staff API key needs to call this route; a route without one refuses keys. */
    apiKeyScope?: ApiKeyScope;
    /**
     * A call anyone may make without being signed in (signing in or up, a mailed link, asking
     * whether one is signed in), in a plugin whose other changes need a session.
     */
    withoutSession?: boolean;
  }
}

export type SessionKind = Session['kind'];

/** Customers and staff keep separate cookies, so the owner can shop in the browser they manage from. */
export const SESSION_COOKIES: Record<SessionKind, string> = {
  customer: 'tcg_session',
  staff: 'tcg_staff_session',
};
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Behind HTTPS the cookie takes the __Host- prefix: secure, this host only, path /. */
const cookieName = (kind: SessionKind, secure: boolean) =>
  secure ? `__Host-${SESSION_COOKIES[kind]}` : SESSION_COOKIES[kind];

/** The token of an `Authorization: Bearer …` header; the scheme's name is read in any case (RFC 9110). */
function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header && /^bearer /i.test(header) ? header.slice(7).trim() : null;
}

function readToken(
  request: FastifyRequest,
  kind: SessionKind,
): { token: string; viaCookie: boolean } | null {
  const bearer = bearerToken(request);
  if (bearer !== null) return { token: bearer, viaCookie: false };
  // Behind HTTPS only the __Host- cookie counts: a plain one can be planted by a neighbouring
  // subdomain or over plain HTTP (cookie tossing), signing the shopper into someone else's
  // account, whose orders the planter would then collect at the counter.
  const fromCookie = request.cookies[cookieName(kind, request.protocol === 'https')];
  return fromCookie ? { token: fromCookie, viaCookie: true } : null;
}

/** The request says who a customer is (a bearer token or their cookie), so its answers may be theirs alone. */
export function carriesCustomerCredential(request: FastifyRequest): boolean {
  return readToken(request, 'customer') !== null;
}

/**
 * A cookie is sent whoever asks the browser to send it, so a change made on the strength of
 * a cookie must come from this site's own pages: the Origin (or, failing that, the browser's
 * Sec-Fetch-Site) must say so. Bearer tokens are not sent by browsers on their own.
 */
function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin) {
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
): void {
  const options = cookieOptions(request);
  reply.setCookie(cookieName(kind, options.secure), token, {
    ...options,
    maxAge: ABSOLUTE_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
): void {
  const options = cookieOptions(request);
  reply.clearCookie(cookieName(kind, options.secure), options);
}

/** The route config of a call anyone may make without a session (see `withoutSession`). */
export const WITHOUT_SESSION = { withoutSession: true } as const;

/** What a call that needs a session is told without one. */
const SIGN_IN_FIRST: Record<SessionKind, string> = {
  customer: 'Please sign in to continue.',
  staff: 'Please sign in as staff.',
};

export function requireCustomer(request: FastifyRequest): Extract<Session, { kind: 'customer' }> {
  const session = request.session;
  if (!session) throw new UnauthorizedError(SIGN_IN_FIRST.customer);
  if (session.kind !== 'customer') throw new ForbiddenError('This needs a customer account.');
  return session;
}

export type StaffSession = Extract<Session, { kind: 'staff' }>;

export function requireStaff(request: FastifyRequest): StaffSession {
  const session = request.session;
  if (!session) throw new UnauthorizedError(SIGN_IN_FIRST.staff);
  if (session.kind !== 'staff') throw new ForbiddenError('This needs a staff account.');
  return session;
}

/** Only the routes that name a key's scope take the key; everywhere else it is refused. */
function assertKeyAllowed(request: FastifyRequest, scopes: readonly ApiKeyScope[]): void {
  const scope = request.routeOptions.config?.apiKeyScope;
  if (!scope) {
    throw new ForbiddenError('An API key cannot be used here: this needs a staff sign-in.');
  }
  if (!scopes.includes(scope)) {
    throw new ForbiddenError(`This API key does not have the ${scope} scope.`);
  }
}

export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    { sessions, apiKeys }: { sessions: SessionResolver; apiKeys: ApiKeyResolver },
  ) => {
    await app.register(cookie);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionToken', null);

    // A staff API key is read on every request, before any route's own sign-in check, so a
    // route that says nothing about keys refuses them (the dashboard's session, sign-in, a
    // customer's calls) and never issues a cookie for one.
    app.addHook('onRequest', async (request) => {
      const token = bearerToken(request);
      if (!token?.startsWith(API_KEY_PREFIX)) return;
      const access = await apiKeys.resolve(token);
      if (!access) throw new UnauthorizedError('This API key is unknown or has been revoked.');
      assertKeyAllowed(request, access.scopes);
      request.session = access.session;
      await apiKeys.recordUse(access.id);
    });

    // An answer read with someone's session is theirs alone (their orders, a reset link in the
    // owner's outbox): no cache, the browser's own included, may keep it.
    app.addHook('onSend', async (request, reply) => {
      if (request.session && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
    });

    const authenticateAs = (kind: SessionKind) => async (request: FastifyRequest) => {
      // Already a staff API key's, checked against the route above.
      if (request.session) return;
      const found = readToken(request, kind);
      if (found) {
        if (found.viaCookie && UNSAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
          throw new ForbiddenError('This request did not come from the shop’s own pages.');
        }
        request.sessionToken = found.token;
        request.session = await sessions.resolve(found.token);
      }
      // A change, or anything of the dashboard's, is refused for want of a session before its
      // body or query is read, so a caller who is not signed in learns that (401), not what the
      // request should hold (400).
      const needsOne = UNSAFE_METHODS.has(request.method) || request.url.startsWith('/api/admin/');
      if (!request.session && needsOne && !request.routeOptions.config?.withoutSession) {
        throw new UnauthorizedError(SIGN_IN_FIRST[kind]);
      }
    };
    app.decorate('authenticate', {
      customer: authenticateAs('customer'),
      staff: authenticateAs('staff'),
    });
  },
);
