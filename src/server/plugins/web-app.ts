import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * Serves the built web app. Fingerprinted assets are cached for a year; every other path
 * gets index.html so the browser's router can draw the page (or its 404).
 */
export const webApp = fp(async (app: FastifyInstance, { root }: { root: string }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
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
      return reply.status(404).send({ error: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
