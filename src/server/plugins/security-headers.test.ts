import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../testing/test-app.ts';

const ctx = setUpTestApp();

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
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
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
