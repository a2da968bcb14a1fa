/**
 * `npm run test:crash [-- --rounds N]`: kills the server with SIGKILL in the middle of a stream
 * of orders and catalog edits, restarts it on the same data, and checks that every write the
 * server acknowledged is there and that no order was left half-written. CI runs two rounds;
 * run more by hand. Needs `npm run build` first.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type ShopProcess, startShop, stopShop } from './lib/shop-process.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
const ADMIN_PASSWORD = 'crash-test-owner-password';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
// Behind one trusted proxy hop, so each shopper of the stream signs up as a client of their own.
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, TRUST_PROXY: '1' };

interface Acknowledged {
  cardIds: number[];
  orders: { token: string; orderNumber: string }[];
}

async function call(
  shop: ShopProcess,
  route: string,
  init: { method?: string; token?: string; body?: unknown; client?: string } = {},
) {
  const response = await fetch(`${shop.url}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.client ? { 'x-forwarded-for': init.client } : {}),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    headers: response.headers,
  };
}

async function ownerToken(shop: ShopProcess): Promise<string> {
  const login = await call(shop, '/api/admin/login', {
    method: 'POST',
    body: { password: ADMIN_PASSWORD },
  });
  const cookie = login.headers.get('set-cookie') ?? '';
  return /tcg_staff_session=([^;]+)/.exec(cookie)?.[1] ?? '';
}

/** One order, end to end through the API; records it only once the server said it exists. */
async function placeOrder(
  shop: ShopProcess,
  staff: string,
  acknowledged: Acknowledged,
): Promise<void> {
  const card = await call(shop, '/api/cards', {
    method: 'POST',
    token: staff,
    body: {
      name: `Crash Card ${randomUUID()}`,
      gameType: 'Pokemon',
      setName: 'Crash Set',
      condition: 'Near Mint',
      price: '5.00',
      quantity: 3,
      forSale: true,
      location: 'nlr',
    },
  });
  if (card.status !== 201) return;
  acknowledged.cardIds.push(Number(card.body?.id));
  const customer = await call(shop, '/api/customers/register', {
    method: 'POST',
    client: `198.51.${randomInt(256)}.${randomInt(1, 255)}`,
    body: {
      email: `crash-${randomUUID()}@example.com`,
      password: 'crash test passphrase',
      firstName: 'Crash',
      lastName: 'Test',
    },
  });
  const token = String(customer.body?.token ?? '');
  await call(shop, '/api/customers/cart', {
    method: 'POST',
    token,
    body: { itemType: 'card', itemId: String(card.body?.id), quantity: 1 },
  });
  const intent = await call(shop, '/api/create-payment-intent', {
    method: 'POST',
    token,
    body: {},
  });
  const paid = await call(shop, '/api/test-payments/confirm', {
    method: 'POST',
    body: {
      clientSecret: intent.body?.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  });
  if (paid.status !== 200) return;
  const order = await call(shop, '/api/customers/orders', {
    method: 'POST',
    token,
    body: { paymentIntentId: intent.body?.paymentIntentId },
  });
  if (order.status === 200)
    acknowledged.orders.push({ token, orderNumber: String(order.body?.orderNumber) });
}

async function verify(
  shop: ShopProcess,
  staff: string,
  acknowledged: Acknowledged,
): Promise<string[]> {
  const problems: string[] = [];
  for (const id of acknowledged.cardIds) {
    if ((await call(shop, `/api/cards/${id}`)).status !== 200)
      problems.push(`card ${id} was acknowledged but is gone`);
  }
  for (const { token, orderNumber } of acknowledged.orders) {
    const mine = await call(shop, '/api/customers/orders', { token });
    const list = (mine.body as unknown as { orderNumber: string }[] | null) ?? [];
    if (!list.some((order) => order.orderNumber === orderNumber))
      problems.push(`order ${orderNumber} was acknowledged but is gone`);
  }
  const all = await call(shop, '/api/admin/orders', { token: staff });
  for (const order of (all.body as unknown as { orderNumber: string; items: unknown[] }[] | null) ??
    []) {
    if (order.items.length === 0)
      problems.push(`order ${order.orderNumber} has no items: half-written`);
  }
  return problems;
}

const acknowledged: Acknowledged = { cardIds: [], orders: [] };
let failed = false;
try {
  for (let round = 1; round <= rounds; round++) {
    const shop = await startShop(env);
    const staff = await ownerToken(shop);
    const stream = (async () => {
      for (;;) await placeOrder(shop, staff, acknowledged).catch(() => undefined);
    })();
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
    await stopShop(shop.child, 'SIGKILL');
    void stream;

    const restarted = await startShop(env);
    const problems = await verify(restarted, await ownerToken(restarted), acknowledged);
    const code = await stopShop(restarted.child);
    process.stdout.write(
      `round ${round}: ${acknowledged.cardIds.length} cards and ${acknowledged.orders.length} orders acknowledged so far; ${problems.length} problems; clean stop exit ${code}\n`,
    );
    for (const problem of problems) process.stdout.write(`  ${problem}\n`);
    if (problems.length > 0 || code !== 0) failed = true;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(
  failed ? 'crash test: FAILED\n' : `crash test: ${rounds} kill -9 rounds, nothing lost\n`,
);
process.exit(failed ? 1 : 0);
