import { describe, expect, it } from 'vitest';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { balanceOf } from '../../testing/store-credit.ts';

const counter = setUpCounterReturns();
const { ctx, as, expectedCash, playmats, sell, bringBack, orderIdOf } = counter;

describe('a counter sale refunded from the orders tab', () => {
  const refund = async (receiptNumber: string, payload: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${await orderIdOf(receiptNumber)}/refunds`,
      headers: as.nlrStaff,
      payload: { reason: 'Price match', ...payload },
    });

  it('pays its cash back from the drawer, whether or not a customer is attached', async () => {
    const customer = await registerCustomer(ctx.app);
    for (const customerId of [undefined, customer.id]) {
      const sale = await sell({
        customerId,
        lines: playmats(1),
        tenders: [{ method: 'cash', amount: '10.95' }],
      });
      const cashBefore = await expectedCash();
      const response = await refund(sale.receiptNumber, { amount: '3.00' });
      expect(response.statusCode, response.body).toBe(201);
      expect(Number(cashBefore) - Number(await expectedCash())).toBeCloseTo(3);
    }
    expect(await balanceOf(ctx.app, customer)).toBe('0.00');
  });

  it('is told a walk-in cannot be refunded to store credit, by code', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const response = await refund(sale.receiptNumber, { amount: '3.00', refundTo: 'store_credit' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('customer_required');
  });

  it('leaves a later return only what is left to give back, its lines adding up to it', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    expect((await refund(sale.receiptNumber, { amount: '2.00' })).statusCode).toBe(201);
    const cashBefore = await expectedCash();
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ refundTotal: '8.95' });
    expect(Number(cashBefore) - Number(await expectedCash())).toBeCloseTo(8.95);
    const again = await refund(sale.receiptNumber, { amount: '0.01' });
    expect(again.json().code).toBe('refund_exceeds_paid');
  });
});
