import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../testing/customers.ts';
import { insertCards, insertTournaments } from '../testing/factories.ts';
import { registrationCalls } from '../testing/registrations.ts';
import { OWNER_PASSWORD, staffHeaders } from '../testing/staff.ts';
import { setUpTestApp } from '../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let cardId = 0;

beforeAll(async () => {
  const [card] = await insertCards(ctx.db, [
    { name: 'Cached Card', priceCents: 500, location: 'benton' },
  ]);
  cardId = card?.id ?? 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('catalog reads', () => {
  it('are kept after the first read, until something changes', async () => {
    const first = await get('/api/cards?location=benton');
    expect(first.headers['x-cache']).toBeUndefined();
    const second = await get('/api/cards?location=benton');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    const owner = await staffHeaders(ctx.app);
    const update = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${cardId}`,
      headers: owner,
      payload: {
        name: 'Renamed Card',
        gameType: 'Pokemon',
        setName: 'Set',
        condition: 'Near Mint',
        price: '5.00',
        location: 'benton',
      },
    });
    expect(update.statusCode).toBe(200);
    const after = await get('/api/cards?location=benton');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().items[0].name).toBe('Renamed Card');
  });

  it("keep the buylist's pages until the store's buying terms change", async () => {
    await get('/api/buylist?location=benton');
    const kept = await get('/api/buylist?location=benton');
    expect(kept.headers['x-cache']).toBe('hit');
    const [row] = kept.json().items;
    expect(row.cashPrice).toBe('2.50');

    const terms = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/buylist/settings?location=benton',
      headers: await staffHeaders(ctx.app),
      payload: {
        gameType: 'Pokemon',
        cashPercent: '40',
        creditPercent: '60',
        floor: '0.50',
        target: '8',
        conditionFactors: {
          'Near Mint': '100',
          'Lightly Played': '90',
          'Moderately Played': '80',
          'Heavily Played': '50',
          Damaged: '25',
        },
      },
    });
    expect(terms.statusCode).toBe(200);
    const after = await get('/api/buylist?location=benton');
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().items[0].cashPrice).toBe('2.00');
  });

  it('stay kept while shoppers sign up and fill their carts, which change no catalog page', async () => {
    const [forSale] = await insertCards(ctx.db, [
      { name: 'Cart Card', priceCents: 300, stock: 2, forSale: true, location: 'benton' },
    ]);
    await get('/api/cards?location=benton');
    const customer = await registerCustomer(ctx.app);
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/cart',
      headers: customer.auth,
      payload: { itemType: 'card', itemId: forSale?.id, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const again = await get('/api/cards?location=benton');
    expect(again.headers['x-cache']).toBe('hit');
  });

  it("drop the events' pages, and only those, when a player registers", async () => {
    const [event] = await insertTournaments(ctx.db, [
      { name: 'Cached Prerelease', entryFeeCents: 0, maxParticipants: 8, location: 'benton' },
    ]);
    await get('/api/cards?location=benton');
    await get('/api/tournaments?location=benton');
    expect((await get('/api/tournaments?location=benton')).headers['x-cache']).toBe('hit');

    const customer = await registerCustomer(ctx.app);
    const joined = await registrationCalls(ctx).join(customer, event?.id ?? 0);
    expect(joined.statusCode).toBe(200);

    const events = await get('/api/tournaments?location=benton');
    expect(events.headers['x-cache']).toBeUndefined();
    expect((await get('/api/cards?location=benton')).headers['x-cache']).toBe('hit');
  });

  it('never keep a text search', async () => {
    await get('/api/cards?location=benton&q=renamed');
    const again = await get('/api/cards?location=benton&q=renamed');
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('answer a conditional request with 304 when nothing changed', async () => {
    const first = await get('/api/card-filters');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const conditional = await get('/api/card-filters', { 'if-none-match': etag });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });

  it('compress large answers for clients that accept it', async () => {
    await insertCards(
      ctx.db,
      Array.from({ length: 30 }, (_, n) => ({ name: `Filler ${n}`, location: 'nlr' as const })),
    );
    const response = await get('/api/cards?location=nlr&limit=30', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('compress an answer of tens of kilobytes in one go, its length told', async () => {
    const url = '/api/cards?location=nlr&q=filler&limit=30';
    const plain = await get(url);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(8 * 1024);
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    // A streamed answer goes in chunks, without a length.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it('send a kept page in the encoding each client asks for, the same page in each', async () => {
    const url = '/api/cards?location=nlr&limit=30&sort=name';
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['x-cache']).toBe('hit');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    const again = await get(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain.body);

    const unencoded = await get(url, { 'accept-encoding': 'identity' });
    expect(unencoded.headers['x-cache']).toBe('hit');
    expect(unencoded.headers['content-encoding']).toBeUndefined();
    expect(unencoded.body).toBe(plain.body);
  });

  it('answer a conditional request for a kept page with 304, whatever its encoding', async () => {
    const url = '/api/cards?location=nlr&limit=30&sort=name';
    const first = await get(url, { 'accept-encoding': 'br' });
    const conditional = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(conditional.headers['x-cache']).toBe('hit');
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
  });
});
