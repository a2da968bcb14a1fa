import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where Stripe.js and its Payment Element load from, allowed only when Stripe takes payments. */
const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/** Security headers on every answer: a strict CSP, no framing, no sniffing. */
export const securityHeaders = fp(async (app: FastifyInstance, { stripe }: { stripe: boolean }) => {
  const withStripe = (own: string[], extra: string[]) => (stripe ? [...own, ...extra] : own);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withStripe(["'self'"], STRIPE_SCRIPTS),
        frameSrc: withStripe(
          ["'none'"].filter(() => !stripe),
          STRIPE_FRAMES,
        ),
        // React sets style attributes (progress bars, Radix positioning).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: withStripe(["'self'"], STRIPE_API),
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
