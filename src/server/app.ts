import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { cardsRoutes } from './features/cards/cards.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { checkoutRoutes } from './features/checkout/checkout.routes.ts';
import { customersRoutes } from './features/customers/customers.routes.ts';
import { filtersRoutes } from './features/filters/filters.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { loyaltyRoutes } from './features/loyalty/loyalty.routes.ts';
import { merchandiseRoutes } from './features/merchandise/merchandise.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import type { StripeProvider } from './features/payments/stripe-provider.ts';
import { stripeWebhookRoutes } from './features/payments/stripe-webhook.routes.ts';
import { testPaymentsRoutes } from './features/payments/test-payments.routes.ts';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from './features/payments/test-provider.ts';
import { tournamentsRoutes } from './features/tournaments/tournaments.routes.ts';
import { uploadedImages, uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { createUploadsService } from './features/uploads/uploads.service.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions, rateLimits } from './plugins/rate-limits.ts';
import { readCache } from './plugins/read-cache.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { textGuard } from './plugins/text-guard.ts';
import { webApp } from './plugins/web-app.ts';
import { createServices } from './services.ts';

/** JSON bodies are small; images come by multipart, which has its own limits. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** Never in the logs: credentials, cookies, and anything a card form could carry. */
export const LOG_REDACTIONS = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    '*.password',
    '*.token',
    '*.cardNumber',
    '*.cvc',
    '*.clientSecret',
  ],
  censor: '[redacted]',
};

/** Query strings can carry secrets (a payment's client secret comes back in one), so they are not logged. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, path: request.url.split('?')[0], remoteAddress: request.ip };
}

export interface AppOptions {
  db: Database;
  /** Where uploaded images are kept (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Stripe when configured; the built-in test provider otherwise. */
  payments?: StripeProvider | TestPaymentProvider;
  limits?: RateLimitOptions;
  /** The shared admin (owner) password; unset means the generated one kept in the database. */
  adminPassword?: string | undefined;
  /** Believe X-Forwarded-* from the proxy in front (HTTPS detection, client addresses). */
  trustProxy?: boolean;
  /** Now, for rules that depend on the date (loyalty stamps); tests move it. */
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; the API alone when absent (as in the API tests). */
  webDistDir?: string | undefined;
}

/** Builds the shop's HTTP app. The API section below is the table of contents of the API. */
export async function buildApp({
  db,
  uploadsDir,
  payments = createTestPaymentProvider(db),
  limits = DEFAULT_RATE_LIMITS,
  clock,
  adminPassword,
  trustProxy = false,
  logger = false,
  webDistDir,
}: AppOptions) {
  const services = createServices(db, { payments, adminPassword, clock });
  const uploads = createUploadsService(uploadsDir);
  // A payment the provider reports as succeeded becomes its order even if the browser never returns.
  payments.onSucceeded(async (intentId) => {
    await services.fulfilment.fulfil(intentId);
  });

  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? {} : logger),
            redact: LOG_REDACTIONS,
            serializers: { req: requestForLog },
          },
    trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(textGuard);
  await app.register(securityHeaders, { stripe: payments.name === 'stripe' });
  await app.register(sessionPlugin, { sessions: services.sessions });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag, { weak: true });
  await app.register(readCache, { max: 2000, ttlMs: 30_000 });
  await app.register(rateLimits);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { services });
      await api.register(tournamentsRoutes, { services });
      await api.register(merchandiseRoutes, { services });
      await api.register(cardsRoutes, { services });
      await api.register(filtersRoutes, { services });
      await api.register(customersRoutes, { services, limits });
      await api.register(cartRoutes, { services });
      await api.register(loyaltyRoutes, { services });
      await api.register(checkoutRoutes, { services, limits });
      await api.register(ordersRoutes, { services });
      await api.register(adminRoutes, { services, limits });
      await api.register(uploadsRoutes, { uploads });
      if (payments.name === 'stripe')
        await api.register(stripeWebhookRoutes, { provider: payments });
      else await api.register(testPaymentsRoutes, { provider: payments });

      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error: `No API route for ${request.method} ${request.url}` }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(uploadedImages, { uploads });
  if (webDistDir) await app.register(webApp, { root: webDistDir });
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ error: 'Not found' }));
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
