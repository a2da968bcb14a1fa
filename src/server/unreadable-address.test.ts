import { describe, expect, it } from 'vitest';
import { setUpTestApp } from './testing/test-app.ts';

const ctx = setUpTestApp();

describe('an address with a broken %-escape', () => {
  it("is refused in the shop's error shape, with the security headers, not echoing the address", async () => {
    for (const url of ['/api/merchandise/%E0%A4%A', '/%E0%A4%A<script>alert(1)</script>']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        error: 'This address is not valid.',
        code: 'bad_request',
      });
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
