import { eq, getTableName } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from './app.ts';
import type { Database } from './db/client.ts';
import * as schema from './db/schema/index.ts';
import { resetToDemoData } from './demo-data.ts';
import { registerCustomer } from './testing/customers.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './testing/staff.ts';
import { setUpTestApp } from './testing/test-app.ts';

/**
 * Throws generated garbage at every API route, as a visitor, a customer and staff: wrong
 * types, huge and unicode strings, negative and fractional numbers, prototype-pollution keys,
 * missing and extra fields. Every answer must be a 4xx in the error shape (never a 5xx), and
 * the database must be exactly as it was.
 */
const ctx = setUpTestApp({
  adminPassword: OWNER_PASSWORD,
  limits: { signInAttempts: 100_000, paymentIntents: 100_000, windowMs: 60_000 },
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}

/** The routes the app really has, read from Fastify's own route tree. */
function apiRoutes(app: App): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2] ?? '');
    if (!path.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method !== 'HEAD') routes.push({ method: method as Method, path });
    }
  }
  return routes;
}

/**
 * Tables a refused request may still touch: sessions (signing in and out), and the rate limits'
 * counts on a PostgreSQL server (every attempt counts, good or bad; the embedded database
 * counts them in memory).
 */
const TOUCHED_BY_ANY_REQUEST = new Set(['sessions', 'rate_limits']);

/** Everything a refused request must leave as it was. */
async function dump(db: Database): Promise<string> {
  const tables: PgTable[] = Object.values(schema).filter((value) => value instanceof PgTable);
  const contents: Record<string, unknown> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (TOUCHED_BY_ANY_REQUEST.has(name)) continue;
    contents[name] = await db.select().from(table);
  }
  return JSON.stringify(contents);
}

const nastyString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    'constructor',
    'prototype',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
    '\u0000',
    '%00',
    'NaN',
    'Infinity',
    '-1',
    '1.5',
    '1e309',
  ),
  fc.constant('x'.repeat(5000)),
);

/** Ids no row has: wrong types, negative, fractional, beyond 32 bits, or far above any real id. */
const badId = fc.oneof(
  // A string that reads as a small whole number ("8", " 8", "8.0", "1e1") would be a real id.
  nastyString.filter((text) => {
    const number = Number(text);
    return !(Number.isInteger(number) && number > 0 && number < 50_000_000);
  }),
  fc.integer({ max: 0 }).map(String),
  fc
    .double({ noNaN: false })
    .filter((n) => !Number.isInteger(n))
    .map(String),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String),
  fc.integer({ min: 50_000_000, max: 2_000_000_000 }).map(String),
);

const pollutionKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
);
const anyValue = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const badBody = fc.oneof(
  fc.dictionary(
    fc.oneof(
      pollutionKey,
      fc.string({ maxLength: 20 }),
      fc.constantFrom(
        'email',
        'password',
        'price',
        'quantity',
        'itemId',
        'itemType',
        'location',
        'status',
        'filterType',
        'value',
      ),
    ),
    anyValue,
    { maxKeys: 6 },
  ),
  fc.array(anyValue, { maxLength: 3 }),
  anyValue,
);
/** Bodies of other types than JSON: forms a multipart parser cannot read, and odd text. */
const oddBody = fc.constantFrom(
  { type: 'multipart/form-data', payload: 'x' },
  { type: 'multipart/form-data; boundary=', payload: 'x' },
  {
    type: 'multipart/form-data; boundary=x',
    payload:
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\ncut short',
  },
  { type: 'text/csv', payload: 'a,b\n"never closed' },
);
const badPayload = fc.oneof(
  {
    weight: 4,
    arbitrary: badBody.map((body) => ({
      type: 'application/json',
      payload: JSON.stringify(body) ?? 'null',
    })),
  },
  { weight: 1, arbitrary: oddBody },
);

/** Cursors written as this shop writes them (base64url of a JSON array), of text and numbers in any order. */
const forgedCursor = fc
  .array(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('nine', '2026-13-45'), fc.integer()),
    { minLength: 1, maxLength: 4 },
  )
  .map((values) => Buffer.from(JSON.stringify(values)).toString('base64url'));
const oddQuery = fc.dictionary(
  fc.oneof(
    pollutionKey,
    fc.constantFrom(
      'location',
      'limit',
      'cursor',
      'q',
      'sort',
      'gameType',
      'condition',
      'status',
      'includeOutOfStock',
      'available',
    ),
    fc.string({ maxLength: 10 }),
  ),
  nastyString,
  { maxKeys: 5 },
);
/** Half the time with a forged cursor, which only a list that pages reads. */
const badQuery = fc
  .tuple(oddQuery, fc.option(forgedCursor, { freq: 2 }))
  .map(([query, cursor]) => (cursor === null ? query : { ...query, cursor }));

type Actor = 'visitor' | 'customer' | 'staff';
const actors: Record<Actor, Record<string, string>> = { visitor: {}, customer: {}, staff: {} };

beforeAll(async () => {
  await resetToDemoData(ctx.db);
  await insertEmployees(ctx.db);
  actors.customer = (await registerCustomer(ctx.app)).auth;
  actors.staff = await staffHeaders(ctx.app);
  // Sign-up queued a verification mail; its delivery must not read as a change made by the fuzz.
  await vi.waitFor(async () =>
    expect(
      await ctx.db.select().from(schema.outbox).where(eq(schema.outbox.status, 'pending')),
    ).toEqual([]),
  );
});

describe('every API route takes bad input without a 5xx and without a change', () => {
  it('has routes to try', () => {
    expect(apiRoutes(ctx.app).length).toBeGreaterThan(30);
  });

  it('answers every generated request with a 4xx error shape, leaving the database untouched', async () => {
    const before = await dump(ctx.db);
    // Routes that act on who calls them and read no input: any request is a good one.
    const routes = apiRoutes(ctx.app).filter(
      (route) => !route.path.endsWith('/logout') && !route.path.endsWith('/verify-email/resend'),
    );
    for (const route of routes) {
      for (const actor of Object.keys(actors) as Actor[]) {
        await fc.assert(
          fc.asyncProperty(badId, badId, badQuery, badPayload, async (id, id2, query, body) => {
            // Every parameter of the path, whatever its name (ids, receipt and trade-in numbers).
            const url = route.path.replace(/:(\w+)/g, (_, name: string) =>
              encodeURIComponent(name === 'itemType' ? id2 : id),
            );
            const response = await ctx.app.inject({
              method: route.method,
              url,
              query: query as Record<string, string>,
              headers: actors[actor],
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : {
                    payload: body.payload,
                    headers: { ...actors[actor], 'content-type': body.type },
                  }),
            });
            const where = `${route.method} ${url} as ${actor}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(typeof response.json().error, where).toBe('string');
            }
          }),
          { numRuns: 25 },
        );
      }
    }
    expect(await dump(ctx.db)).toBe(before);
  }, 240_000);
});
