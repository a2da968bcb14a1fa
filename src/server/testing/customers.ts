import { randomInt, randomUUID } from 'node:crypto';
import type { App } from '../app.ts';

export interface TestCustomer {
  token: string;
  id: number;
  email: string;
  password: string;
  /** Headers that sign a request in as this customer, the way API clients do. */
  auth: { authorization: string };
  /** The client address the customer signed up from; each test customer has its own. */
  address: string;
}

/** An address in the documentation range, so each test shopper is a client of their own. */
export function clientAddress(): string {
  return `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Signs up a new customer through the real API. */
export async function registerCustomer(
  app: App,
  overrides: Partial<Record<string, string>> = {},
): Promise<TestCustomer> {
  const body = {
    email: `player-${randomUUID()}@example.com`,
    password: 'correct horse battery',
    firstName: 'Casey',
    lastName: 'Player',
    ...overrides,
  };
  const address = clientAddress();
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/register',
    payload: body,
    remoteAddress: address,
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const { token, customer } = response.json() as { token: string; customer: { id: number } };
  return {
    token,
    id: customer.id,
    email: body.email,
    password: body.password,
    auth: { authorization: `Bearer ${token}` },
    address,
  };
}
