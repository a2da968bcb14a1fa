import type {
  FastifyReply,
  FastifyRequest,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { type RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { ErrorCode } from '../../domain/shared/error-codes.ts';
import { TooManyRequestsError } from '../errors.ts';
import type { LimitCounters } from './rate-limit-options.ts';

/** One counter: so many attempts per key in a window. */
export interface AttemptLimit {
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

/** A limit counted in `counters` under `name`: `points` attempts per key in `windowMs`. */
export const limit = (
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
export function attemptLimits(...limits: AttemptLimit[]): LimitHooks {
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
export function failureLimits(...limits: AttemptLimit[]) {
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
