import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isSitePath } from '../../domain/site/site-routes.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built web app. Fingerprinted assets are cached for a year; every other GET
 * gets index.html so the browser's router can draw the page (or its 404 page).
 */
export const webApp = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The headers below decide caching, per file.
    cacheControl: false,
    // Brotli and gzip copies made at build time (scripts/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      const fingerprinted = filePath.startsWith(path.join(root, 'assets') + path.sep);
      res.setHeader(
        'cache-control',
        fingerprinted ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found', code: 'not_found' });
    }
    // Unknown paths still get the app, which draws the 404 page, but with a 404 status.
    const status = isSitePath(request.url.split('?')[0] ?? '/') ? 200 : 404;
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
  });
});
