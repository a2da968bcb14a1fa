import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, request, test } from '@playwright/test';
import { ADMIN_PASSWORD } from './fixtures.ts';

/** Runs staff calls as the owner, signed in over the API from an address of its own (sign-ins are counted by address). */
export async function asOwner<Result>(
  work: (api: APIRequestContext) => Promise<Result>,
): Promise<Result> {
  const api = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  try {
    const signIn = await api.post('/api/admin/login', { data: { password: ADMIN_PASSWORD } });
    expect(signIn.ok()).toBe(true);
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** A card of the journey's own in the North Little Rock store, so no other journey buys it: its name. */
export async function newCard(label: string, price: string): Promise<string> {
  const name = `${label} ${randomUUID().slice(0, 8)}`;
  await asOwner(async (api) => {
    const created = await api.post('/api/cards', {
      data: {
        name,
        gameType: 'Magic: The Gathering',
        setName: 'Journey Set',
        condition: 'Near Mint',
        price,
        quantity: 3,
        forSale: true,
        location: 'nlr',
      },
    });
    expect(created.status()).toBe(201);
  });
  return name;
}

/** Staff issue store credit to the customer with this e-mail, as the Customers tab does. */
export async function giveCredit(email: string, amount: string): Promise<void> {
  await asOwner(async (api) => {
    const found = await api.get(`/api/admin/customers?q=${encodeURIComponent(email)}`);
    const [customer] = ((await found.json()) as { items: { id: number }[] }).items;
    expect(customer).toBeDefined();
    const issued = await api.post(`/api/admin/customers/${customer?.id}/store-credit`, {
      data: { amount, kind: 'issued', note: 'Journey credit', location: 'nlr' },
    });
    expect(issued.status()).toBe(201);
  });
}
