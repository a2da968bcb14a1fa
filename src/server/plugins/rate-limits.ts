import { BlockList } from 'node:net';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { ErrorCode } from '../../domain/shared/error-codes.ts';
import { TooManyRequestsError } from '../errors.ts';
import { isStoreAddress } from '../store-networks.ts';

/**
 * Where a limit counts its attempts: `name` tells one limit's keys from another's, so every
 * app instance must give a limit the same name.
 */
export type LimitCounters = (name: string, points: number, windowMs: number) => RateLimiterAbstract;

const seconds = (windowMs: number) => Math.ceil(windowMs / 1000);

/** In this process: the embedded database, which one process owns, and the tests. */
export const countInMemory: LimitCounters = (_name, points, windowMs) =>
  new RateLimiterMemory({ points, duration: seconds(windowMs) });

/**
 * In the PostgreSQL server's `rate_limits` table (drizzle/0038), one upsert an attempt, so
 * every instance behind the proxy counts into the same window.
 */
export const countInPostgres =
  (pool: pg.Pool): LimitCounters =>
  (name, points, windowMs) =>
    new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: name,
      points,
      duration: seconds(windowMs),
    });

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
  /**
   * Failed sign-ins on one account from every address together (OWASP ASVS: at most 100 an
   * hour), so a botnet's many addresses guess no faster than one.
   */
  accountFailures: number;
  accountWindowMs: number;
  /**
   * Accounts one address may open, and the whole shop may open from every address together
   * (only accounts actually opened count against the shop's ceiling).
   */
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
   * The stores' own networks (STORE_NETWORKS): sign-ups from them count against the shop-wide
   * ceiling alone, and sign-ins from them are never held by the ceiling per account, so staff
   * at the counter and players at a prerelease are not refused for sharing an address.
   */
  storeNetworks: BlockList;
  /**
   * Wrong gift-card codes one account may enter, and one client address, in
   * `wrongGiftCodeWindowMs`: far too few to guess a code, plenty for a typo or two.
   */
  wrongGiftCodesPerAccount: number;
  wrongGiftCodesPerAddress: number;
  wrongGiftCodeWindowMs: number;
  /** Where the limits count: in memory, or in PostgreSQL when several instances share it. */
  counters: LimitCounters;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  signInAttempts: 10,
  windowMs: 15 * 60 * 1000,
  addressAttempts: 20,
  addressWindowMs: 60 * 1000,
  accountFailures: 100,
  accountWindowMs: 60 * 60 * 1000,
  signUpsPerAddress: 5,
  signUps: 100,
  signUpWindowMs: 60 * 60 * 1000,
  paymentIntents: 30,
  linkMailsPerAccount: 5,
  linkMailsPerAddress: 20,
  linkMailWindowMs: 60 * 60 * 1000,
  storeNetworks: new BlockList(),
  wrongGiftCodesPerAccount: 5,
  wrongGiftCodesPerAddress: 20,
  wrongGiftCodeWindowMs: 60 * 60 * 1000,
  counters: countInMemory,
};

/** The account a sign-in or sign-up names, read from the body the route has parsed. */
export type AccountOf = (request: FastifyRequest) => string;

/** One counter: so many attempts per key in a window. */
interface AttemptLimit {
  limiter: RateLimiterAbstract;
  keyOf: (request: FastifyRequest) => string;
  /** Whether a request is counted at all; every request when absent. */
  applies?: (request: FastifyRequest) => boolean;
  /**
   * Whether an answer spends its point. A point is taken as the request arrives, so requests
   * racing in are counted too, and given back after an answer that does not count.
   */
  counts?: (statusCode: number) => boolean;
  /** The code and words of the refusal; rate_limited and "Too many attempts" when absent. */
  code?: ErrorCode;
  message?: (seconds: number) => string;
  /** Told once a window, at the first refusal of a key. */
  onFirstRefusal?: (request: FastifyRequest) => Promise<void>;
}

/** The route options that count a request against its limits: spread them into the route's. */
export interface LimitHooks {
  preHandler: preHandlerAsyncHookHandler;
  onResponse: onResponseAsyncHookHandler;
}

const limit = (
  counters: LimitCounters,
  name: string,
  points: number,
  windowMs: number,
  keyOf: AttemptLimit['keyOf'],
  more: Omit<AttemptLimit, 'limiter' | 'keyOf'> = {},
): AttemptLimit => ({
  limiter: counters(name, points, windowMs),
  keyOf,
  ...more,
});

/** The 429 with Retry-After that every spent limit answers, in the limit's own words if it has them. */
function refuse(
  reply: FastifyReply,
  msBeforeNext: number,
  { message, code }: Pick<AttemptLimit, 'message' | 'code'> = {},
): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  reply.header('retry-after', String(seconds));
  throw new TooManyRequestsError(
    message?.(seconds) ?? `Too many attempts. Please wait ${seconds} seconds and try again.`,
    code,
  );
}

/**
 * Hooks that count a request against every one of its limits and refuse it, with 429 and
 * Retry-After, once any is spent. Every limit of the shop counts this way, in its `counters`.
 */
function attemptLimits(...limits: AttemptLimit[]): LimitHooks {
  const taken = new WeakMap<FastifyRequest, AttemptLimit[]>();
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply) {
      const held: AttemptLimit[] = [];
      taken.set(request, held);
      for (const attempt of limits) {
        if (attempt.applies && !attempt.applies(request)) continue;
        try {
          await attempt.limiter.consume(attempt.keyOf(request));
          held.push(attempt);
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          if (refusal.consumedPoints === attempt.limiter.points + 1) {
            // The warning is a courtesy: failing to write it must not turn the refusal into a 500.
            await attempt.onFirstRefusal?.(request).catch((error) => request.log.error(error));
          }
          refuse(reply, refusal.msBeforeNext, attempt);
        }
      }
    },
    async onResponse(request: FastifyRequest, reply: FastifyReply) {
      for (const attempt of taken.get(request) ?? []) {
        if (attempt.counts && !attempt.counts(reply.statusCode)) {
          await attempt.limiter.reward(attempt.keyOf(request), 1);
        }
      }
    },
  };
}

/**
 * Limits that count failures only: `check` (a hook) refuses a request once any of its limits
 * is spent, and the route calls `fail` for each failed attempt, so people who get it right are
 * never held up by those who do not.
 */
function failureLimits(...limits: AttemptLimit[]) {
  const applying = (request: FastifyRequest) =>
    limits.filter((attempt) => attempt.applies?.(request) ?? true);
  return {
    check: (async (request, reply) => {
      for (const { limiter, keyOf } of applying(request)) {
        const used = await limiter.get(keyOf(request));
        if (used && used.consumedPoints >= limiter.points) refuse(reply, used.msBeforeNext);
      }
    }) satisfies preHandlerAsyncHookHandler,
    async fail(request: FastifyRequest): Promise<void> {
      for (const { limiter, keyOf } of applying(request)) {
        await limiter.penalty(keyOf(request));
      }
    },
  };
}

/**
 * The limits of entering gift-card codes: wrong codes per account, whatever the address, and
 * per client address, whatever the account, but from a store's own network, where every
 * player shares one address (its sign-ups are held by the shop-wide ceiling instead).
 */
export function wrongGiftCodeLimits(limits: RateLimitOptions, accountOf: AccountOf) {
  const { counters, wrongGiftCodeWindowMs: windowMs } = limits;
  const elsewhere = (request: FastifyRequest) => !isStoreAddress(limits.storeNetworks, request.ip);
  return failureLimits(
    limit(counters, 'gift-code:address', limits.wrongGiftCodesPerAddress, windowMs, (r) => r.ip, {
      applies: elsewhere,
    }),
    limit(counters, 'gift-code:account', limits.wrongGiftCodesPerAccount, windowMs, accountOf),
  );
}

/**
 * Payments one customer (or, before signing in, one address) may set up in a window, so a
 * script cannot test stolen cards through the shop.
 */
export function paymentLimits(limits: RateLimitOptions, keyOf: AccountOf): LimitHooks {
  return attemptLimits(
    limit(limits.counters, 'payment-set-up', limits.paymentIntents, limits.windowMs, keyOf),
  );
}

export interface SignInLimitsOptions {
  /** Which sign-in these limits guard (`customer`, `staff`): each name counts apart. */
  name: string;
  /** The account a request names: an e-mail, a staff username. */
  accountOf: AccountOf;
  /** Told once a window when an account's failed sign-ins reach its ceiling. */
  onAccountThrottled?: (account: string) => Promise<void>;
  /** What the refusal tells an account's owner to do meanwhile. */
  throttledAdvice: string;
}

/**
 * The limits of one way of signing in: per client address (so one client cannot try account
 * after account), per account and address (so one account's attacker cannot lock out a shared
 * address), and per account whatever the address (so many addresses guess no faster than one).
 */
export function signInLimits(
  limits: RateLimitOptions,
  { name, accountOf, onAccountThrottled, throttledAdvice }: SignInLimitsOptions,
) {
  const fromStore = (request: FastifyRequest) => isStoreAddress(limits.storeNetworks, request.ip);
  const elsewhere = (request: FastifyRequest) => !fromStore(request);
  const { counters } = limits;
  const perAddress = limit(
    counters,
    `${name}:address`,
    limits.addressAttempts,
    limits.addressWindowMs,
    (r) => r.ip,
  );
  const perAccountAndAddress = limit(
    counters,
    `${name}:account-and-address`,
    limits.signInAttempts,
    limits.windowMs,
    (r) => `${r.ip}|${accountOf(r)}`,
  );
  const perAccount = limit(
    counters,
    `${name}:account`,
    limits.accountFailures,
    limits.accountWindowMs,
    accountOf,
    {
      applies: elsewhere,
      counts: (status) => status === 401,
      code: 'account_throttled',
      message: () => `Too many failed sign-ins on this account. ${throttledAdvice}`,
      ...(onAccountThrottled && {
        onFirstRefusal: (request: FastifyRequest) => onAccountThrottled(accountOf(request)),
      }),
    },
  );
  // A sign-in spends a point only when it fails: staff and players who get their password right
  // sign in as often as they like, whoever shares their address.
  const failed = (status: number) => status === 401;
  const opened = (status: number) => status === 201;
  return {
    signIn: attemptLimits(
      { ...perAddress, counts: failed },
      { ...perAccountAndAddress, counts: failed },
      perAccount,
    ),
    /**
     * Opening accounts also counts against a few per address, and a ceiling for the whole shop;
     * only accounts actually opened spend either (a refused try, such as a password too short,
     * is held by the attempts per address instead). From a store's network, only the ceiling.
     */
    signUp: attemptLimits(
      { ...perAddress, applies: elsewhere },
      { ...perAccountAndAddress, applies: elsewhere },
      limit(
        counters,
        `${name}:sign-ups:address`,
        limits.signUpsPerAddress,
        limits.signUpWindowMs,
        (r) => r.ip,
        { applies: elsewhere, counts: opened },
      ),
      limit(
        counters,
        `${name}:sign-ups`,
        limits.signUps,
        limits.signUpWindowMs,
        () => 'the whole shop',
        { counts: opened },
      ),
    ),
    /** Whether an account's failed sign-ins have reached its ceiling in this window. */
    async throttled(account: string): Promise<boolean> {
      const state = await perAccount.limiter.get(account);
      return state !== null && state.consumedPoints > perAccount.limiter.points;
    },
    /** A new password ends the guessing it was throttled for: its owner signs in with it at once. */
    async release(account: string): Promise<void> {
      await perAccount.limiter.delete(account);
    },
  };
}

export type SignInLimits = ReturnType<typeof signInLimits>;

/**
 * The limits of asking for a mailed link of one kind (`name`): per account whatever the address
 * (each inbox gets a few an hour) and per client address.
 */
export function linkMailLimits(
  limits: RateLimitOptions,
  name: string,
  accountOf: AccountOf,
): LimitHooks {
  const { counters, linkMailWindowMs: windowMs } = limits;
  return attemptLimits(
    limit(counters, `${name}:address`, limits.linkMailsPerAddress, windowMs, (r) => r.ip),
    limit(counters, `${name}:account`, limits.linkMailsPerAccount, windowMs, accountOf),
  );
}
