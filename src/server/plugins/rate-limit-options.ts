import { BlockList } from 'node:net';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
} from 'rate-limiter-flexible';

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
