import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ limits: { linkMailsPerAddress: 3 } });

describe('password reset limits per client address', () => {
  it('lets one address ask for a few links an hour, whichever e-mails it names', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/customers/password-reset',
        payload: { email: `someone-${randomUUID()}@example.com` },
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });
});
