import { describe, expect, it } from 'vitest';
import { clientAddress } from '../testing/customers.ts';
import { serverUrl, setUpTwoInstances } from '../testing/instances.ts';

const instances = setUpTwoInstances(() => ({ limits: { addressAttempts: 4 } }));

/** A wrong sign-in from `remoteAddress`, sent to the first or the second instance. */
async function signIn(instance: number, remoteAddress: string): Promise<number> {
  const app = instances[instance % 2]?.app;
  if (!app) throw new Error('the instances did not start');
  const answer = await app.inject({
    method: 'POST',
    url: '/api/customers/login',
    payload: { email: `someone-${Math.random()}@example.com`, password: 'not-the-password' },
    remoteAddress,
  });
  return answer.statusCode;
}

// Each refused sign-in still hashes a password, so the attempts take a while on a busy machine.
describe.skipIf(!serverUrl)('limits on several instances', { timeout: 60_000 }, () => {
  it('count a client’s sign-ins on every instance together, so landing on another gains nothing', async () => {
    const attacker = clientAddress();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) codes.push(await signIn(i, attacker));
    expect(codes).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);

    // Another client is not held up on either instance.
    expect(await signIn(1, clientAddress())).toBe(401);
  });

  it('count attempts racing in on both instances at once against one window', async () => {
    const attacker = clientAddress();
    const codes = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(i, attacker)));
    expect(codes.filter((code) => code === 401)).toHaveLength(4);
    expect(codes.filter((code) => code === 429)).toHaveLength(6);
  });
});
