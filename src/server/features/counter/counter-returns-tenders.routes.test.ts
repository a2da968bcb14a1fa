import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerOrders, orderRefunds, stockMovements } from '../../db/schema/index.ts';
import { addToServerCart, payCart, placeOrder } from '../../testing/checkout.ts';
import { setUpCounterReturns } from '../../testing/counter-returns.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { balanceOf, cardRefundedCents, issueCredit } from '../../testing/store-credit.ts';

const counter = setUpCounterReturns();
const { ctx, as, stockOf, expectedCash, playmats, sell, bringBack, saleOf, snapshot } = counter;

describe('a return at the counter', () => {
  it('gives back part of a cash sale from the drawer, puts the stock back and shows on the sale', async () => {
    const sale = await sell({
      lines: playmats(3),
      tenders: [{ method: 'cash', amount: '32.85' }],
    });
    const [line] = sale.lines;
    const cashBefore = await expectedCash();
    const stockBefore = await stockOf(counter.playmat);

    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: line?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      returnNumber: `${sale.receiptNumber}-R1`,
      receiptNumber: sale.receiptNumber,
      orderNumber: null,
      lines: [
        { lineId: line?.lineId, name: 'Playmat', quantity: 1, restock: true, amount: '10.00' },
      ],
      refundTotal: '10.95',
      taxRefunded: '0.95',
      refundTo: 'original',
      tenders: [{ method: 'cash', amount: '10.95' }],
      cashier: expect.any(String),
    });
    expect(Number(await expectedCash())).toBeCloseTo(Number(cashBefore) - 10.95, 2);
    expect(await stockOf(counter.playmat)).toBe(stockBefore + 1);
    const [moved] = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, receipt.returnNumber));
    expect(moved).toMatchObject({ reason: 'return', delta: 1, itemId: counter.playmat });

    const shown = await saleOf(sale.receiptNumber);
    expect(shown.lines[0].returnedQuantity).toBe(1);
    expect(shown.refundedAmount).toBe('10.95');
    expect(shown.returns).toEqual([receipt]);
  });

  it('limits a second return by the first, refusing more than is left with nothing written', async () => {
    const sale = await sell({ lines: playmats(3), tenders: [{ method: 'cash', amount: '32.85' }] });
    const lineId = sale.lines[0]?.lineId;
    const first = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId, quantity: 2, restock: true }],
    });
    expect(first.json()).toMatchObject({ refundTotal: '21.90' });
    const before = await snapshot();

    const tooMany = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId, quantity: 2, restock: true }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'return_exceeds_sold',
      error: expect.stringContaining('Playmat'),
      fields: { 'lines.0.quantity': 'At most 1' },
    });
    expect(await snapshot()).toEqual(before);

    // The last one gives back what is left of the line, so the returns add up to the sale.
    const last = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId, quantity: 1, restock: true }],
    });
    expect(last.json()).toMatchObject({
      returnNumber: `${sale.receiptNumber}-R2`,
      refundTotal: '10.95',
    });
    expect((await saleOf(sale.receiptNumber)).refundedAmount).toBe('32.85');
  });

  it('splits the refund over a card and store credit in proportion, the card at the terminal', async () => {
    const customer = await registerCustomer(ctx.app);
    await issueCredit(ctx.app, as.owner, customer, '10.00');
    const sale = await sell({
      customerId: customer.id,
      lines: playmats(2),
      tenders: [
        { method: 'store_credit', amount: '10.00' },
        { method: 'card', amount: '11.90', cardBrand: 'Visa', last4: '4242', reference: 'T-1' },
      ],
    });
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    // The card named as the terminal took it, so the cashier refunds the right one.
    expect(response.json().tenders).toEqual([
      { method: 'store_credit', amount: '5.00', cardBrand: null, last4: null },
      { method: 'card', amount: '5.95', cardBrand: 'Visa', last4: '4242' },
    ]);
    expect(await balanceOf(ctx.app, customer)).toBe('5.00');
    const card = (
      await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.method, 'card'))
    ).find((refund) => refund.reason.includes(response.json().returnNumber));
    // The store's terminal gave it back: recorded as refunded, nothing left for the provider.
    expect(card?.refundedAt).not.toBeNull();
  });

  it('puts it all on store credit when the customer prefers, and needs a customer for it', async () => {
    const customer = await registerCustomer(ctx.app);
    const sale = await sell({
      customerId: customer.id,
      lines: playmats(1),
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    const walkIn = await sell({
      lines: playmats(1),
      tenders: [{ method: 'cash', amount: '10.95' }],
    });
    const before = await snapshot();
    const refused = await bringBack({
      location: 'nlr',
      receiptNumber: walkIn.receiptNumber,
      lines: [{ lineId: walkIn.lines[0]?.lineId, quantity: 1, restock: true }],
      refundTo: 'store_credit',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('customer_required');
    expect(await snapshot()).toEqual(before);

    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: true }],
      refundTo: 'store_credit',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      refundTo: 'store_credit',
      tenders: [{ method: 'store_credit', amount: '10.95' }],
    });
    expect(await balanceOf(ctx.app, customer)).toBe('10.95');
    expect(await expectedCash()).toBe(before.cash);
  });

  it('takes back a damaged line without restocking it, and records it', async () => {
    const sale = await sell({ lines: playmats(1), tenders: [{ method: 'cash', amount: '10.95' }] });
    const stockBefore = await stockOf(counter.playmat);
    const response = await bringBack({
      location: 'nlr',
      receiptNumber: sale.receiptNumber,
      lines: [{ lineId: sale.lines[0]?.lineId, quantity: 1, restock: false }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().lines).toEqual([
      expect.objectContaining({ quantity: 1, restock: false, amount: '10.00' }),
    ]);
    expect(await stockOf(counter.playmat)).toBe(stockBefore);
    const moved = await ctx.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.reference, response.json().returnNumber));
    expect(moved).toEqual([]);
    expect((await saleOf(sale.receiptNumber)).lines[0].returnedQuantity).toBe(1);
  });

  it('takes back an online order’s line by its order number, the card refunded through the provider', async () => {
    const customer = await registerCustomer(ctx.app);
    await addToServerCart(ctx.app, customer, 'merchandise', counter.playmat, 2);
    const { paymentIntentId } = await payCart(ctx.app, customer);
    const placed = await placeOrder(ctx.app, customer, paymentIntentId);
    expect(placed.statusCode).toBe(200);
    const { orderNumber } = placed.json();
    const adminOrder = async () =>
      (
        await ctx.app.inject({ url: `/api/admin/orders?q=${orderNumber}`, headers: as.owner })
      ).json()[0];
    const [item] = (await adminOrder()).items;

    const notHandedOver = await bringBack({
      location: 'nlr',
      orderNumber,
      lines: [{ lineId: item.lineId, quantity: 1, restock: true }],
    });
    expect(notHandedOver.statusCode).toBe(409);
    expect(notHandedOver.json().code).toBe('not_returnable');

    await ctx.db
      .update(customerOrders)
      .set({ status: 'picked_up' })
      .where(eq(customerOrders.orderNumber, orderNumber));
    const response = await bringBack({
      location: 'nlr',
      orderNumber,
      lines: [{ lineId: item.lineId, quantity: 1, restock: true }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      orderNumber,
      receiptNumber: null,
      refundTotal: '10.95',
      tenders: [{ method: 'card', amount: '10.95' }],
    });
    expect(await cardRefundedCents(ctx.db, paymentIntentId)).toBe(1095);
    expect((await adminOrder()).items[0]).toMatchObject({
      lineId: item.lineId,
      returnedQuantity: 1,
    });
    expect((await adminOrder()).refunds).toEqual([
      expect.objectContaining({
        amount: '10.95',
        method: 'card',
        reason: `Return ${orderNumber}-R1: 1 × Playmat`,
      }),
    ]);
  });
});
