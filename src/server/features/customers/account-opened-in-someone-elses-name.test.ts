import { describe, expect, it } from 'vitest';
import { clientAddress, registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { linkToken, setUpMailTestApp } from '../../testing/mail-test-app.ts';

const ctx = setUpMailTestApp({ limits: { linkMailsPerAddress: 1000 } });

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });

const profileStatus = async (token: string) =>
  (
    await ctx.app.inject({
      url: '/api/customers/profile',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode;

const passwordSignIn = (customer: TestCustomer) =>
  post('/api/customers/login', { email: customer.email, password: customer.password });

/** The inbox's owner asks for a sign-in link and opens it: the token of their new session. */
async function signInByLink(email: string): Promise<string> {
  expect((await post('/api/customers/sign-in-link', { email })).statusCode).toBe(200);
  const mail = await ctx.smtp.waitFor(email, /Sign in to Natural State TCG/);
  const signedIn = await post('/api/customers/sign-in-link/confirm', {
    token: linkToken(mail, 'sign-in-link'),
  });
  expect(signedIn.statusCode).toBe(200);
  return signedIn.json().token as string;
}

describe('an account opened with an address its opener never proved', () => {
  it("loses the opener's password and sessions once the inbox's owner signs in by link", async () => {
    // Someone opens an account with another person's address, and keeps its password.
    const opener = await registerCustomer(ctx.app);
    await ctx.smtp.waitFor(opener.email, /Confirm your email address/);

    // The address's owner, told the account exists, gets in by a mailed link.
    const owner = await signInByLink(opener.email);

    expect(await profileStatus(owner)).toBe(200);
    expect(await profileStatus(opener.token)).toBe(401);
    expect((await passwordSignIn(opener)).statusCode).toBe(401);
  });

  it('keeps the password and other devices of an account whose address was proven', async () => {
    const customer = await registerCustomer(ctx.app);
    const verification = await ctx.smtp.waitFor(customer.email, /Confirm your email address/);
    const verified = await post('/api/customers/verify-email', {
      token: linkToken(verification, 'verify-email'),
    });
    expect(verified.statusCode).toBe(200);

    expect(await profileStatus(await signInByLink(customer.email))).toBe(200);
    expect(await profileStatus(customer.token)).toBe(200);
    expect((await passwordSignIn(customer)).statusCode).toBe(200);
  });
});
