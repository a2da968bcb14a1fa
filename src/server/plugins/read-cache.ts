import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { KeptPage, pageEncodingFor } from './kept-page.ts';
import { carriesCustomerCredential } from './session.ts';
import type { ShopWrites } from './shop-writes.ts';

/** The kinds of catalog page kept, each emptied on its own. */
type Family = 'cards' | 'merchandise' | 'tournaments' | 'buylist';
const FAMILIES: readonly Family[] = ['cards', 'merchandise', 'tournaments', 'buylist'];

/** The catalog reads shoppers repeat: lists, filter lists and the buylist, without a text search. */
const CACHEABLE =
  /^\/api\/(tournaments|merchandise|cards|card-filters|merchandise-filters|buylist)(\?|$)/;
const FAMILY_OF: Record<string, Family> = {
  cards: 'cards',
  'card-filters': 'cards',
  merchandise: 'merchandise',
  'merchandise-filters': 'merchandise',
  tournaments: 'tournaments',
  buylist: 'buylist',
};
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes known to leave some kinds of page alone, and the kinds they may change; any other
 * write may change any page. On a release day carts, sign-ins and registrations are most of
 * the writes: emptying every page for each of them left the cache all but empty.
 */
const WRITE_REACH: readonly [RegExp, readonly Family[]][] = [
  [/^\/api\/customers\/(cart|login|register|logout)(\/|\?|$)/, []],
  [/^\/api\/admin\/(login|logout)(\?|$)/, []],
  // A registration or a drop changes an event's seats left, and nothing of the goods.
  [/^\/api\/tournaments\/\d+\/registrations(\/|\?|$)/, ['tournaments']],
];

export interface ReadCacheOptions {
  /** Pages kept at once, shared evenly among the kinds. */
  max: number;
  /** Bounds how stale a page can be on another app instance, whose writes this one does not see. */
  ttlMs: number;
  /** This instance's successful writes, counted here for every cache that needs them. */
  writes: ShopWrites;
}

/** Events answer each signed-in customer with their own registration, so theirs are never shared. */
const PERSONAL = /^\/api\/tournaments/;

/** The kind of page the request reads, when it is one kept. */
function familyOf(request: FastifyRequest): Family | undefined {
  if (request.method !== 'GET' || /[?&]q=/.test(request.url)) return undefined;
  const match = CACHEABLE.exec(request.url);
  if (!match || (PERSONAL.test(request.url) && carriesCustomerCredential(request)))
    return undefined;
  return FAMILY_OF[match[1] as string];
}

const reachOf = (url: string): readonly Family[] =>
  WRITE_REACH.find(([pattern]) => pattern.test(url))?.[1] ?? FAMILIES;

declare module 'fastify' {
  interface FastifyRequest {
    cacheGeneration: number;
  }
}

/**
 * Catalog pages change only when something is written, so they are kept, ready to send in each
 * encoding asked for, until the next successful change that can reach them (a stock-taking order
 * included) empties their kind. A page read while such a change lands is not kept, so nothing
 * stale outlives the change.
 */
export const readCache = fp(async (app: FastifyInstance, options: ReadCacheOptions) => {
  const kept = new Map(
    FAMILIES.map((family) => [
      family,
      {
        pages: new LRUCache<string, KeptPage>({
          max: Math.ceil(options.max / FAMILIES.length),
          ttl: options.ttlMs,
        }),
        generation: 0,
      },
    ]),
  );
  const keptOf = (family: Family) => kept.get(family) as NonNullable<ReturnType<typeof kept.get>>;
  const { writes } = options;
  app.decorateRequest('cacheGeneration', 0);

  app.addHook('onRequest', async (request, reply) => {
    const family = familyOf(request);
    if (!family) return;
    const { pages, generation } = keptOf(family);
    request.cacheGeneration = generation;
    const page = pages.get(request.url);
    if (page === undefined) return;
    // With the tag set, the etag plugin answers a matching conditional request with 304.
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('etag', page.etag)
      .header('x-cache', 'hit');
    if (!page.compressible) return reply.send(page.body);
    reply.header('vary', 'accept-encoding');
    const encoding = pageEncodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page.body);
    // With the encoding set, the compress plugin leaves the body as it is.
    return reply.header('content-encoding', encoding).send(await page.encoded(encoding));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const family = familyOf(request);
    if (!family || reply.getHeader('x-cache') !== undefined) return payload;
    const { pages, generation } = keptOf(family);
    // The etag plugin, registered first, has tagged the page by now.
    const etag = reply.getHeader('etag');
    if (
      request.cacheGeneration === generation &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      typeof etag === 'string'
    ) {
      pages.set(request.url, new KeptPage(payload, etag));
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (!UNSAFE.has(request.method) || reply.statusCode >= 400) return;
    writes.written();
    for (const family of reachOf(request.url)) {
      const changed = keptOf(family);
      changed.generation += 1;
      changed.pages.clear();
    }
  });
});
