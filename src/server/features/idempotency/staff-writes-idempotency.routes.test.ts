import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';
import { registerCustomer, type TestCustomer } from '../../testing/customers.ts';
import { balanceOf } from '../../testing/store-credit.ts';

const counter = setUpCounterReturns();
const { ctx, as, playmats, sell, snapshot, expectedCash, orderIdOf } = counter;

type Headers = Record<string, string>;
const keyed = (headers: Headers, key = randomUUID()) => ({ ...headers, 'idempotency-key': key });

let drawerId = 0;
let casey: TestCustomer;

beforeAll(async () => {
  const drawers = await ctx.app.inject({
    url: '/api/admin/counter/drawers?location=nlr',
    headers: as.nlrStaff,
  });
  drawerId = drawers.json().drawers[0].id;
  casey = await registerCustomer(ctx.app, { firstName: 'Casey' });
});

/** The order id of a playmat just sold for cash ($10.95). */
async function soldPlaymat(): Promise<number> {
  const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
  return orderIdOf(sale.receiptNumber);
}

const refund = (orderId: number, amount: string, headers: Headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers,
    payload: { amount, reason: 'Sleeves were split', refundTo: 'original' },
  });

const move = (amount: string, headers: Headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/counter/drawers/${drawerId}/movements`,
    headers,
    payload: { kind: 'paid_in', amount, reason: 'Change from the bank' },
  });

const issue = (amount: string, headers: Headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${casey.id}/store-credit`,
    headers,
    payload: { amount, kind: 'issued', note: 'Goodwill', location: 'nlr' },
  });

const balance = () => balanceOf(ctx.app, casey);

describe('a staff refund sent again with its Idempotency-Key', () => {
  it('refunds once, and answers the retry as made though nothing is left to refund', async () => {
    const orderId = await soldPlaymat();
    const headers = keyed(as.nlrStaff);
    expect((await refund(orderId, '10.95', headers)).statusCode).toBe(201);
    const after = await snapshot();

    const retry = await refund(orderId, '10.95', headers);
    expect(retry.statusCode).toBe(201);
    expect(await snapshot()).toEqual(after);

    const other = await refund(orderId, '1.00', headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(await snapshot()).toEqual(after);
  });

  it('refunds once when the same key arrives twice at once, and once a call without one', async () => {
    const orderId = await soldPlaymat();
    const before = await snapshot();
    const headers = keyed(as.nlrStaff);
    const answers = await Promise.all([
      refund(orderId, '2.00', headers),
      refund(orderId, '2.00', headers),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect((await snapshot()).refunds).toBe((before.refunds ?? 0) + 1);

    expect((await refund(orderId, '2.00', as.nlrStaff)).statusCode).toBe(201);
    expect((await refund(orderId, '2.00', as.nlrStaff)).statusCode).toBe(201);
    expect((await snapshot()).refunds).toBe((before.refunds ?? 0) + 3);
  });

  it('checks the store before the key: another store’s staff learn nothing from a replay', async () => {
    const orderId = await soldPlaymat();
    const key = randomUUID();
    expect((await refund(orderId, '1.00', keyed(as.nlrStaff, key))).statusCode).toBe(201);
    expect((await refund(orderId, '1.00', keyed(as.bentonStaff, key))).statusCode).toBe(403);
  });
});

describe('a paid in sent again with its Idempotency-Key', () => {
  it('moves the cash once, answering the drawer as it is', async () => {
    const before = Number(await expectedCash());
    const headers = keyed(as.nlrStaff);
    const first = await move('5.00', headers);
    expect(first.statusCode).toBe(201);
    const retry = await move('5.00', headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(Number(await expectedCash())).toBeCloseTo(before + 5, 2);

    const other = await move('6.00', headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(Number(await expectedCash())).toBeCloseTo(before + 5, 2);
  });

  it('refuses a blank key as bad input, moving nothing', async () => {
    const before = await expectedCash();
    const blank = await move('5.00', { ...as.nlrStaff, 'idempotency-key': ' ' });
    expect(blank.statusCode).toBe(400);
    expect(await expectedCash()).toBe(before);
  });
});

describe('store credit issued again with its Idempotency-Key', () => {
  it('writes one entry and answers the retry with it', async () => {
    const start = Number(await balance());
    const headers = keyed(as.nlrStaff);
    const first = await issue('10.00', headers);
    expect(first.statusCode).toBe(201);
    const retry = await issue('10.00', headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(Number(await balance())).toBeCloseTo(start + 10, 2);

    const other = await issue('12.00', headers);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect(Number(await balance())).toBeCloseTo(start + 10, 2);
  });

  it('writes one entry when the same key arrives twice at once', async () => {
    const start = Number(await balance());
    const headers = keyed(as.nlrStaff);
    const answers = await Promise.all([issue('3.00', headers), issue('3.00', headers)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().entry.id).toBe(answers[1]?.json().entry.id);
    expect(Number(await balance())).toBeCloseTo(start + 3, 2);
  });
});
