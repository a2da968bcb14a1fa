import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RateLimitOptions {
  /** Sign-in and sign-up attempts per client and e-mail (staff: per client) in the window. */
  signInAttempts: number;
  /** Payments a customer may set up in the window. */
  paymentIntents: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitOptions = {
  signInAttempts: 10,
  paymentIntents: 30,
  windowMs: 15 * 60 * 1000,
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
