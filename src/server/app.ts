import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { errorHandler, unreadableAddress } from './plugins/error-handler.ts';
import { jsonBody } from './plugins/json-body.ts';
import { COMPRESS_THRESHOLD_BYTES } from './plugins/kept-page.ts';
import { readCache } from './plugins/read-cache.ts';
import { requestsTakeTurns } from './plugins/requests-take-turns.ts';
import { securityHeaders, securityHeadersFor } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { textGuard } from './plugins/text-guard.ts';
import { webApp } from './plugins/web-app.ts';
import { createShopModules, type ShopModulesOptions } from './shop-modules.ts';
import { type TrustProxy, toFastifyTrustProxy } from './trust-proxy.ts';

/**
 * How stale a catalog page may be on one instance after an edit through another: within the
 * second the shop promises, while a rush's repeated reads of a page are still mostly served
 * from the cache.
 */
const SHARED_PAGE_TTL_MS = 1_000;

/** The largest answer compressed in one call rather than by a stream. */
const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;

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

export interface AppOptions extends ShopModulesOptions {
  /** Whose X-Forwarded-* to believe (HTTPS detection, client addresses): see trust-proxy.ts. */
  trustProxy?: TrustProxy;
  logger?: FastifyServerOptions['logger'];
  /** The built web app to serve; the API alone when absent (as in the API tests). */
  webDistDir?: string | undefined;
}

/** Builds the shop's HTTP app: the plugins every request passes, then each feature's routes. */
export async function buildApp({
  trustProxy = false,
  logger = false,
  webDistDir,
  ...options
}: AppOptions) {
  const { shared, sessions, apiKeys, writes, images, routes } = createShopModules(options);
  const applySecurityHeaders = securityHeadersFor({ stripe: options.payments?.name === 'stripe' });

  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? {} : logger),
            redact: LOG_REDACTIONS,
            serializers: { req: requestForLog },
          },
    trustProxy: toFastifyTrustProxy(trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      unreadableAddress(error, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(textGuard);
  await app.register(securityHeaders, { apply: applySecurityHeaders });
  await app.register(sessionPlugin, { sessions, apiKeys });
  await app.register(requestsTakeTurns);
  // Answers up to 64 KB are compressed in one call, where the plugin would stream any over 8 KB
  // on two cores: a search's 11 KB took five times as long by a stream, and each stream holds
  // an encoder of its own, fifty of them 70 MB (docs/performance.md, Release day).
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: SYNC_COMPRESS_MAX_BYTES,
  });
  await app.register(etag, { weak: true });
  // Another instance's writes do not empty this one's cache: on a server, pages live a second.
  await app.register(readCache, {
    max: 2000,
    ttlMs: shared ? SHARED_PAGE_TTL_MS : 30_000,
    writes,
  });

  await app.register(
    async (api) => {
      // Each feature's routes, hooks and limits stay inside its own plugin.
      for (const featureRoutes of routes) await api.register(featureRoutes);

      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ error: `No API route for ${request.method} ${request.url}`, code: 'not_found' }),
      );
    },
    { prefix: '/api' },
  );

  await app.register(images);
  if (webDistDir) await app.register(webApp, { root: webDistDir });
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: 'Not found', code: 'not_found' }),
    );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
