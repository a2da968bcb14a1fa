import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { carriesCustomerCredential } from './session.ts';
import type { ShopWrites } from './shop-writes.ts';

/** The catalog reads shoppers repeat: lists, filter lists and the buylist, without a text search. */
const CACHEABLE =
  /^\/api\/(tournaments|merchandise|cards|card-filters|merchandise-filters|buylist)(\?|$)/;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ReadCacheOptions {
  /** Pages kept at once. */
  max: number;
  /** Bounds how stale a page can be on another app instance, whose writes this one does not see. */
  ttlMs: number;
  /** This instance's successful writes, counted here for every cache that needs them. */
  writes: ShopWrites;
}

/** Events answer each signed-in customer with their own registration, so theirs are never shared. */
const PERSONAL = /^\/api\/tournaments/;

const isCacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  CACHEABLE.test(request.url) &&
  !/[?&]q=/.test(request.url) &&
  !(PERSONAL.test(request.url) && carriesCustomerCredential(request));

declare module 'fastify' {
  interface FastifyRequest {
    cacheGeneration: number;
  }
}

/**
 * Catalog pages change only when something is written, so they are kept, ready to send, until
 * the next successful change anywhere in the shop (a stock-taking order included) empties the
 * cache. A page read while a change lands is not kept, so nothing stale outlives the change.
 */
export const readCache = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const pages = new LRUCache<string, string>({ max: options.max, ttl: options.ttlMs });
  const { writes } = options;
  app.decorateRequest('cacheGeneration', 0);

  app.addHook('onRequest', async (request, reply) => {
    request.cacheGeneration = writes.count();
    if (!isCacheable(request)) return;
    const page = pages.get(request.url);
    if (page === undefined) return;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('x-cache', 'hit')
      .send(page);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const fresh =
      reply.getHeader('x-cache') === undefined && request.cacheGeneration === writes.count();
    if (fresh && reply.statusCode === 200 && typeof payload === 'string' && isCacheable(request)) {
      pages.set(request.url, payload);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (UNSAFE.has(request.method) && reply.statusCode < 400) {
      writes.written();
      pages.clear();
    }
  });
});
