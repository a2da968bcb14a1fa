import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSale } from './counter-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('completing a sale', () => {
  it('sends the sale’s Idempotency-Key with the JSON body on every try', async () => {
    const fetch = vi.fn(async () => new Response('{"receiptNumber":"NLR-000001"}'));
    vi.stubGlobal('fetch', fetch);
    const body = {
      location: 'nlr' as const,
      lines: [{ itemType: 'merchandise', itemId: 1, quantity: 1 }],
      tenders: [{ method: 'cash' as const, amount: '4.99' }],
    };
    await completeSale(body, 'key-1');
    await completeSale(body, 'key-1');
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const [path, init] of fetch.mock.calls as unknown as [string, RequestInit][]) {
      expect(path).toBe('/api/admin/counter/sales');
      expect(init.method).toBe('POST');
      expect(init.headers).toEqual({
        'content-type': 'application/json',
        'Idempotency-Key': 'key-1',
      });
      expect(JSON.parse(String(init.body))).toEqual(body);
    }
  });
});
