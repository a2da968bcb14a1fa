import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Where Stripe.js and its Payment Element load from, allowed only when Stripe takes payments. */
const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];

/** A year, and the stores' subdomains too, once a browser has seen the shop over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers' options: Stripe's hosts are allowed only when Stripe takes payments. */
export interface SecurityHeadersOptions {
  stripe: boolean;
}

/**
 * Security headers on every answer: a strict CSP, no framing, no sniffing. HSTS and
 * `upgrade-insecure-requests` go only with answers to HTTPS requests (directly or through the
 * trusted proxy): sent over plain HTTP, as when a counter PC opens the shop by its address on
 * the store's network, they would make the browser fetch every script over HTTPS and fail.
 *
 * Helmet is built once here and applied to each answer. Its Fastify plugin built it again for
 * every request, parsing the whole policy each time: 1.5% of the server's time on a release
 * day (docs/performance.md, Release day). The shop's plugin puts them on every answer; the
 * answer to an address Fastify cannot read, given before any hook, gets them from app.ts.
 */
export function securityHeadersFor({ stripe }: SecurityHeadersOptions) {
  const withStripe = (own: string[], extra: string[]) => (stripe ? [...own, ...extra] : own);
  const applyHeaders = helmet({
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
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  return (request: FastifyRequest, reply: FastifyReply): void => {
    applyHeaders(request.raw, reply.raw, () => {});
    if (request.protocol === 'https') {
      const policy = reply.raw.getHeader('content-security-policy');
      reply.raw.setHeader('content-security-policy', `${policy}; upgrade-insecure-requests`);
      reply.raw.setHeader('strict-transport-security', HSTS);
    }
  };
}

export type ApplySecurityHeaders = ReturnType<typeof securityHeadersFor>;

export const securityHeaders = fp(
  async (app: FastifyInstance, { apply }: { apply: ApplySecurityHeaders }) => {
    app.addHook('onRequest', (request, reply, done) => {
      apply(request, reply);
      done();
    });
  },
);
