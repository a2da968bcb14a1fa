import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { cardsRoutes } from './features/cards/cards.routes.ts';
import { cartRoutes } from './features/cart/cart.routes.ts';
import { customersRoutes } from './features/customers/customers.routes.ts';
import { filtersRoutes } from './features/filters/filters.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { merchandiseRoutes } from './features/merchandise/merchandise.routes.ts';
import { ordersRoutes } from './features/orders/orders.routes.ts';
import { tournamentsRoutes } from './features/tournaments/tournaments.routes.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitOptions, rateLimits } from './plugins/rate-limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { webApp } from './plugins/web-app.ts';

export interface AppOptions {
  db: Database;
  limits?: RateLimitOptions;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; the API alone when absent (as in the API tests). */
  webDistDir?: string | undefined;
}

/** Builds the shop's HTTP app. The API section below is the table of contents of the API. */
export async function buildApp({
  db,
  logger = false,
  webDistDir,
  limits = DEFAULT_RATE_LIMITS,
}: AppOptions) {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(sessionPlugin, { db });
  await app.register(rateLimits);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(tournamentsRoutes, { db });
      await api.register(merchandiseRoutes, { db });
      await api.register(cardsRoutes, { db });
      await api.register(filtersRoutes, { db });
      await api.register(customersRoutes, { db, limits });
      await api.register(cartRoutes, { db });
      await api.register(ordersRoutes, { db });

      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({ error: `No API route for ${request.method} ${request.url}` }),
      );
    },
    { prefix: '/api' },
  );

  if (webDistDir) await app.register(webApp, { root: webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
