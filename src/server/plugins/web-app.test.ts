import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../testing/test-app.ts';

/** A built web app in miniature: the page, and one fingerprinted script with its copies. */
function builtWebApp(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Natural State TCG</title>');
  const script = 'console.log("the storefront");'.repeat(50);
  const asset = path.join(root, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  writeFileSync(`${asset}.gz`, gzipSync(script));
  return root;
}

const ctx = setUpTestApp({ webDistDir: builtWebApp() });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends fingerprinted assets compressed as built, cached for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it("sends the page for the site's routes, always revalidated", async () => {
    for (const url of ['/', '/nlr/cards', '/benton/merchandise?q=booster']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('Natural State TCG');
    }
  });

  it('sends the page for an address holding a NUL, which the API it asks refuses', async () => {
    expect((await get('/nlr/cards?q=%00')).statusCode).toBe(200);
    const api = await get('/api/cards?q=%00');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({
      error: expect.stringMatching(/NUL/),
      fields: { q: expect.any(String) },
    });
    // Named by its field, a NUL in a mailed link's token reads as a link that is not valid.
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/verify-email',
      payload: { token: 'abc\u0000def' },
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().fields).toHaveProperty('token');
  });

  it('sends the page with a 404 status for a path the site does not have', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Natural State TCG');
  });
});
