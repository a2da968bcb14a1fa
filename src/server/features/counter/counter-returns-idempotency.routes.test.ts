import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';

const counter = setUpCounterReturns();
const { as, playmats, sell, bringBack, snapshot } = counter;

/** Three playmats sold for cash, and a request bringing one of them back. */
async function saleOfThree() {
  const sale = await sell({ lines: playmats(3), tenders: [{ method: 'cash', amount: '32.85' }] });
  const request = (quantity: number) => ({
    location: 'nlr',
    receiptNumber: sale.receiptNumber,
    lines: [{ lineId: sale.lines[0]?.lineId, quantity, restock: true }],
  });
  return { sale, request };
}

describe('a return sent again with its Idempotency-Key', () => {
  it('is made once: the retry answers 200 with the same return, and the drawer pays out once', async () => {
    const { sale, request } = await saleOfThree();
    const headers = { ...as.nlrStaff, 'idempotency-key': randomUUID() };

    const first = await bringBack(request(1), headers);
    expect(first.statusCode).toBe(201);
    const after = await snapshot();

    const retry = await bringBack(request(1), headers);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(after);
    expect(first.json().returnNumber).toBe(`${sale.receiptNumber}-R1`);
  });

  it('makes one return when the same key arrives twice at once', async () => {
    const { request } = await saleOfThree();
    const headers = { ...as.nlrStaff, 'idempotency-key': randomUUID() };
    const before = await snapshot();

    const answers = await Promise.all([
      bringBack(request(1), headers),
      bringBack(request(1), headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]?.json().returnNumber).toBe(answers[1]?.json().returnNumber);
    expect((await snapshot()).returns).toBe((before.returns ?? 0) + 1);
  });

  it('refuses the key with another body, naming the return it made, with nothing written', async () => {
    const { sale, request } = await saleOfThree();
    const headers = { ...as.nlrStaff, 'idempotency-key': randomUUID() };
    expect((await bringBack(request(1), headers)).statusCode).toBe(201);
    const after = await snapshot();

    const other = await bringBack(request(2), headers);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      code: 'idempotency_key_reused',
      error: `This Idempotency-Key was already used for another return (${sale.receiptNumber}-R1).`,
    });
    expect(await snapshot()).toEqual(after);
  });

  it('makes a return of its own for each call without a key', async () => {
    const { sale, request } = await saleOfThree();
    expect((await bringBack(request(1))).statusCode).toBe(201);
    const second = await bringBack(request(1));
    expect(second.statusCode).toBe(201);
    expect(second.json().returnNumber).toBe(`${sale.receiptNumber}-R2`);
  });
});
