import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeReturn, completeSale, moveDrawerCash } from './counter-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sale = {
  location: 'nlr' as const,
  lines: [{ itemType: 'merchandise', itemId: 1, quantity: 1 }],
  tenders: [{ method: 'cash' as const, amount: '4.99' }],
};
const saleReturn = {
  location: 'nlr' as const,
  receiptNumber: 'NLR-000001',
  lines: [{ lineId: 1, quantity: 1, restock: true }],
  refundTo: 'original' as const,
};
const paidIn = { kind: 'paid_in' as const, amount: '20.00', reason: 'Change from the bank' };

describe.each([
  {
    what: 'a sale',
    path: '/api/admin/counter/sales',
    body: sale,
    send: () => completeSale(sale, 'key-1'),
  },
  {
    what: 'a return',
    path: '/api/admin/counter/returns',
    body: saleReturn,
    send: () => completeReturn(saleReturn, 'key-1'),
  },
  {
    what: 'a paid in',
    path: '/api/admin/counter/drawers/7/movements',
    body: paidIn,
    send: () => moveDrawerCash(7, paidIn, 'key-1'),
  },
])('completing $what', ({ path, body, send }) => {
  it('sends its Idempotency-Key with the JSON body on every try', async () => {
    const fetch = vi.fn(async () => new Response('{"receiptNumber":"NLR-000001"}'));
    vi.stubGlobal('fetch', fetch);
    await send();
    await send();
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [calledPath, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(calledPath).toBe(path);
      expect(init.method).toBe('POST');
      expect(init.headers).toEqual({
        'content-type': 'application/json',
        'Idempotency-Key': 'key-1',
      });
      expect(JSON.parse(String(init.body))).toEqual(body);
    }
  });
});
