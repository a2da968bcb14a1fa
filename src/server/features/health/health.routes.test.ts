import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp();

describe('health and the API boundary', () => {
  it('GET /api/health and /api/health/ready answer ok', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({
      error: 'No API route for GET /api/no-such-thing',
      code: 'not_found',
    });
  });

  it('sends security headers with every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
  });
});
