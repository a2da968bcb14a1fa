import type { FastifyRequest } from 'fastify';
import { isStoreAddress } from '../store-networks.ts';
import { attemptLimits, failureLimits, type LimitHooks, limit } from './attempt-limits.ts';
import type { RateLimitOptions } from './rate-limit-options.ts';

/** The account a sign-in or sign-up names, read from the body the route has parsed. */
export type AccountOf = (request: FastifyRequest) => string;

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
