import rateLimit from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../errors.ts';

export interface RateLimitOptions {
  /** Sign-in and sign-up attempts on one account (an e-mail, a staff username) from one address. */
  signInAttempts: number;
  windowMs: number;
  /**
   * Sign-in attempts from one client address, whatever the account. A short window: someone
   * sharing the shop's address can hold it up for a minute at most, never lock staff out.
   */
  addressAttempts: number;
  addressWindowMs: number;
  /** Accounts one address may open, and the whole shop may open from every address together. */
  signUpsPerAddress: number;
  signUps: number;
  signUpWindowMs: number;
  /** Payments a customer may set up in `windowMs`. */
  paymentIntents: number;
  /**
   * Mailed links (a password reset, a new verification mail) one inbox may be sent, and one
   * address may ask for, in `linkMailWindowMs`: nobody can flood an inbox or probe many.
   */
  linkMailsPerAccount: number;
  linkMailsPerAddress: number;
  linkMailWindowMs: number;
  /**
   * Wrong gift-card codes one account may enter, and one client address, in
   * `wrongGiftCodeWindowMs`: far too few to guess a code, plenty for a typo or two.
   */
  wrongGiftCodesPerAccount: number;
  wrongGiftCodesPerAddress: number;
  wrongGiftCodeWindowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  signInAttempts: 10,
  windowMs: 15 * 60 * 1000,
  addressAttempts: 20,
  addressWindowMs: 60 * 1000,
  signUpsPerAddress: 5,
  signUps: 100,
  signUpWindowMs: 60 * 60 * 1000,
  paymentIntents: 30,
  linkMailsPerAccount: 5,
  linkMailsPerAddress: 20,
  linkMailWindowMs: 60 * 60 * 1000,
  wrongGiftCodesPerAccount: 5,
  wrongGiftCodesPerAddress: 20,
  wrongGiftCodeWindowMs: 60 * 60 * 1000,
};

/**
 * Rate limiting is off by default and switched on per route (`config.rateLimit`); a refused
 * request gets a 429 in the shop's error shape with a Retry-After header.
 */
export const rateLimits = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(
        new Error(
          `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        ),
        { statusCode: context.statusCode },
      ),
  });
});

/** The account a sign-in or sign-up names, read from the body the route has parsed. */
export type AccountOf = (request: FastifyRequest) => string;

/** One counter: so many attempts per key in a window. */
interface AttemptLimit {
  limiter: RateLimiterMemory;
  keyOf: (request: FastifyRequest) => string;
}

const limit = (points: number, windowMs: number, keyOf: AttemptLimit['keyOf']): AttemptLimit => ({
  limiter: new RateLimiterMemory({ points, duration: Math.ceil(windowMs / 1000) }),
  keyOf,
});

/**
 * A hook that counts a request against every one of its limits and refuses it, with 429 and
 * Retry-After, once any is spent. (@fastify/rate-limit runs one limit a request, so the sign-in
 * limits, which are several at once, are counted with rate-limiter-flexible.)
 */
function attemptLimits(...limits: AttemptLimit[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const { limiter, keyOf } of limits) {
      try {
        await limiter.consume(keyOf(request));
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        refuse(reply, refusal.msBeforeNext);
      }
    }
  };
}

/** The 429 with Retry-After that every spent limit answers. */
function refuse(reply: FastifyReply, msBeforeNext: number): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('retry-after', String(seconds));
  throw new TooManyRequestsError(
    `Too many attempts. Please wait ${seconds} seconds and try again.`,
  );
}

/**
 * Limits that count failures only: `check` (a hook) refuses a request once any of its limits
 * is spent, and the route calls `fail` for each failed attempt, so people who get it right are
 * never held up by those who do not.
 */
function failureLimits(...limits: AttemptLimit[]) {
  return {
    check: (async (request, reply) => {
      for (const { limiter, keyOf } of limits) {
        const used = await limiter.get(keyOf(request));
        if (used && used.consumedPoints >= limiter.points) refuse(reply, used.msBeforeNext);
      }
    }) satisfies preHandlerAsyncHookHandler,
    async fail(request: FastifyRequest): Promise<void> {
      for (const { limiter, keyOf } of limits) {
        await limiter.penalty(keyOf(request));
      }
    },
  };
}

/**
 * The limits of entering gift-card codes: wrong codes per account, whatever the address, and
 * per client address, whatever the account. Each call makes its own counters.
 */
export function wrongGiftCodeLimits(limits: RateLimitOptions, accountOf: AccountOf) {
  return failureLimits(
    limit(limits.wrongGiftCodesPerAddress, limits.wrongGiftCodeWindowMs, (r) => r.ip),
    limit(limits.wrongGiftCodesPerAccount, limits.wrongGiftCodeWindowMs, accountOf),
  );
}

/**
 * The limits of one way of signing in: per client address (so one client cannot try account
 * after account) and per account and address (so one account's attacker cannot lock out a
 * shared address). Each call makes its own counters.
 */
export function signInLimits(limits: RateLimitOptions, accountOf: AccountOf) {
  const perAddress = limit(limits.addressAttempts, limits.addressWindowMs, (r) => r.ip);
  const perAccount = limit(
    limits.signInAttempts,
    limits.windowMs,
    (r) => `${r.ip}|${accountOf(r)}`,
  );
  return {
    signIn: attemptLimits(perAddress, perAccount),
    /** Opening accounts also counts against a few per address, and a ceiling for the whole shop. */
    signUp: attemptLimits(
      perAddress,
      perAccount,
      limit(limits.signUpsPerAddress, limits.signUpWindowMs, (r) => r.ip),
      limit(limits.signUps, limits.signUpWindowMs, () => 'the whole shop'),
    ),
  };
}

/**
 * The limits of asking for a mailed link: per account whatever the address (each inbox gets a
 * few an hour) and per client address. Each call makes its own counters.
 */
export function linkMailLimits(limits: RateLimitOptions, accountOf: AccountOf) {
  return attemptLimits(
    limit(limits.linkMailsPerAddress, limits.linkMailWindowMs, (r) => r.ip),
    limit(limits.linkMailsPerAccount, limits.linkMailWindowMs, accountOf),
  );
}
