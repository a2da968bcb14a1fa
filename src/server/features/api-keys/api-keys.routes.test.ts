import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, cards } from '../../db/schema/index.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
type Headers = Record<string, string>;
let owner: Headers;
let nlrManager: Headers;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  nlrManager = await staffHeaders(ctx.app, 'nlr-manager');
});

const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

const createKey = (payload: object, headers = owner) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/api-keys', headers, payload });
const listKeys = (headers = owner) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers });
const revokeKey = (id: number, headers = owner) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${id}`, headers });

/** Makes a key as the owner and answers it. */
async function newKey(payload: { locations: string[]; scopes: string[]; name?: string }) {
  const response = await createKey({ name: 'Nightly script', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; key: string };
}

const shopCards = readFileSync(
  path.join(import.meta.dirname, '..', 'imports', 'fixtures', 'shop-cards.csv'),
);

function importCards(headers: Headers, location: string) {
  const body = multipartBody(
    { location, kind: 'cards' },
    { field: 'file', filename: 'cards.csv', type: 'text/csv', content: shopCards },
    { fileFirst: true },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const salesReport = (headers: Headers, location: string) =>
  ctx.app.inject({
    url: `/api/admin/reports/sales?location=${location}&from=2026-01-01&to=2026-01-31`,
    headers,
  });

const keyRows = () => ctx.db.select().from(apiKeys);

describe('creating a staff API key', () => {
  it('shows the key once and keeps only its hash', async () => {
    const response = await createKey({
      name: '  Nightly prices  ',
      locations: ['nlr'],
      scopes: ['imports', 'exports'],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Nightly prices',
      locations: ['nlr'],
      scopes: ['imports', 'exports'],
      createdBy: 'Owner',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(created.key).toMatch(/^tcgkey\.[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = (await listKeys()).json();
    expect(listed).toContainEqual(
      expect.objectContaining({ id: created.id, prefix: created.prefix }),
    );
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it('names both stores for a key made for both', async () => {
    const created = await newKey({ locations: ['benton', 'nlr'], scopes: ['reports'] });
    const listed = (await listKeys()).json() as { id: number; locations: string[] }[];
    expect(listed.find((key) => key.id === created.id)?.locations).toEqual(['nlr', 'benton']);
  });

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = (await keyRows()).length;
    const cases: [object, string][] = [
      [{ name: '', locations: ['nlr'], scopes: ['imports'] }, 'name'],
      [{ name: 'x'.repeat(101), locations: ['nlr'], scopes: ['imports'] }, 'name'],
      [{ name: 'Key', locations: [], scopes: ['imports'] }, 'locations'],
      [{ name: 'Key', locations: ['nlr', 'nlr'], scopes: ['imports'] }, 'locations'],
      [{ name: 'Key', locations: ['little-rock'], scopes: ['imports'] }, 'locations.0'],
      [{ name: 'Key', locations: ['nlr'], scopes: [] }, 'scopes'],
      [{ name: 'Key', locations: ['nlr'], scopes: ['everything'] }, 'scopes.0'],
      [{ name: 'Key', locations: ['nlr'], scopes: ['prices', 'prices'] }, 'scopes'],
      [{ name: 'Key', locations: 'nlr', scopes: ['prices'] }, 'locations'],
    ];
    for (const [payload, field] of cases) {
      const response = await createKey(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(Object.keys(response.json().fields)).toContain(field);
    }
    expect(await keyRows()).toHaveLength(before);
  });
});

describe('only the owner manages API keys', () => {
  it('refuses other staff to list, create or revoke keys, writing nothing', async () => {
    const { id } = await newKey({ locations: ['nlr'], scopes: ['reports'] });
    const before = await keyRows();
    expect((await listKeys(nlrManager)).statusCode).toBe(403);
    expect(
      (await createKey({ name: 'Mine', locations: ['nlr'], scopes: ['reports'] }, nlrManager))
        .statusCode,
    ).toBe(403);
    expect((await revokeKey(id, nlrManager)).statusCode).toBe(403);
    expect(await keyRows()).toEqual(before);
  });

  it('asks for a sign-in without one', async () => {
    expect((await listKeys({})).statusCode).toBe(401);
  });

  it('answers 404 for a key that does not exist', async () => {
    expect((await revokeKey(999_999)).statusCode).toBe(404);
  });
});

describe('a key sent as a bearer token', () => {
  it('works on its scopes at its store and records its last use', async () => {
    const { id, key } = await newKey({ locations: ['nlr'], scopes: ['imports', 'exports'] });
    const preview = await importCards(bearer(key), 'nlr');
    expect(preview.statusCode).toBe(201);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${preview.json().id}/apply`,
      headers: bearer(key),
    });
    expect(applied.statusCode).toBe(200);
    expect(await ctx.db.select().from(cards).where(eq(cards.location, 'nlr'))).not.toHaveLength(0);

    // The scheme's name is read in any case, as HTTP clients may send it.
    const exported = await ctx.app.inject({
      url: '/api/admin/exports/cards.csv?location=nlr',
      headers: { authorization: `bearer ${key}` },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Charizard');

    const listed = (await listKeys()).json() as { id: number; lastUsedAt: string | null }[];
    expect(listed.find((entry) => entry.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('is refused at another store and outside its scopes, with nothing written', async () => {
    const { id, key } = await newKey({ locations: ['nlr'], scopes: ['imports', 'reports'] });
    const otherStore = await importCards(bearer(key), 'benton');
    expect(otherStore.statusCode).toBe(403);
    expect(await ctx.db.select().from(cards).where(eq(cards.location, 'benton'))).toHaveLength(0);
    expect((await salesReport(bearer(key), 'benton')).statusCode).toBe(403);
    expect((await salesReport(bearer(key), 'nlr')).statusCode).toBe(200);

    const exported = await ctx.app.inject({
      url: '/api/admin/exports/cards.csv?location=nlr',
      headers: bearer(key),
    });
    expect(exported.statusCode).toBe(403);
    expect(exported.json().error).toMatch(/exports scope/);

    const unused = await newKey({ locations: ['nlr'], scopes: ['exports'] });
    expect((await importCards(bearer(unused.key), 'nlr')).statusCode).toBe(403);
    const listed = (await listKeys()).json() as { id: number; lastUsedAt: string | null }[];
    expect(listed.find((entry) => entry.id === unused.id)?.lastUsedAt).toBeNull();
    expect(listed.find((entry) => entry.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('reads both stores’ reports when made for both', async () => {
    const { key } = await newKey({ locations: ['nlr', 'benton'], scopes: ['reports'] });
    expect((await salesReport(bearer(key), 'nlr')).statusCode).toBe(200);
    expect((await salesReport(bearer(key), 'benton')).statusCode).toBe(200);
  });

  it('cannot sign in to the dashboard or use routes that do not take keys', async () => {
    const { key } = await newKey({
      locations: ['nlr', 'benton'],
      scopes: ['prices', 'imports', 'exports', 'reports'],
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: bearer(key),
      payload: { password: OWNER_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();

    const refused = [
      { method: 'GET', url: '/api/admin/session' },
      { method: 'GET', url: '/api/admin/api-keys' },
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'GET', url: '/api/admin/sales-tax/settings?location=nlr' },
      { method: 'GET', url: '/api/customers/session' },
      { method: 'GET', url: '/api/cards?location=nlr' },
    ] as const;
    for (const request of refused) {
      const response = await ctx.app.inject({ ...request, headers: bearer(key) });
      expect(response.statusCode, request.url).toBe(403);
      expect(response.headers['set-cookie'], request.url).toBeUndefined();
    }
    const created = await createKey(
      { name: 'Copy', locations: ['nlr'], scopes: ['reports'] },
      bearer(key),
    );
    expect(created.statusCode).toBe(403);
  });

  it('answers 401 once revoked, and revoking again changes nothing', async () => {
    const { id, key } = await newKey({ locations: ['nlr'], scopes: ['reports'] });
    expect((await salesReport(bearer(key), 'nlr')).statusCode).toBe(200);
    const revoked = await revokeKey(id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedAt).not.toBeNull();
    const refused = await salesReport(bearer(key), 'nlr');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthorized');
    const again = await revokeKey(id);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
  });

  it('is revoked just the same with its id in the body of DELETE /api/admin/api-keys', async () => {
    const { id, key } = await newKey({ locations: ['nlr'], scopes: ['reports'] });
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/api-keys',
      headers: owner,
      payload: { id },
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id, revokedAt: expect.any(String) });
    expect((await salesReport(bearer(key), 'nlr')).statusCode).toBe(401);
  });

  it('answers 401 for a key the shop never made', async () => {
    const response = await salesReport(bearer(`tcgkey.${'A'.repeat(43)}`), 'nlr');
    expect(response.statusCode).toBe(401);
  });
});
