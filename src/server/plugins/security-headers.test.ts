import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../testing/test-app.ts';

const ctx = setUpTestApp();
const behindProxy = setUpTestApp({ trustProxy: 1 });

describe('security headers', () => {
  it('send a strict content security policy and the usual protections', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('stripe.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leave HTTPS-only rules out of answers sent over plain HTTP, so the store network can open the shop', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'shop-counter.local:5000' },
    });
    expect(String(response.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('add upgrade-insecure-requests and HSTS to answers over HTTPS through the trusted proxy only', async () => {
    const viaProxy = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(viaProxy.headers['content-security-policy'])).toMatch(
      /; upgrade-insecure-requests$/,
    );
    expect(viaProxy.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );

    // Without a trusted proxy, a client claiming HTTPS is not believed.
    const claimed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuse a request body over the limit before reading it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/customers/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'The request body is too large.',
      code: 'payload_too_large',
    });
  });
});
