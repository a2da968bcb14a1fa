import { randomUUID } from 'node:crypto';
import { type Customer, call, callAs, payWithTestCard, setUpPayment, signUp } from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/** What the server acknowledged of the order stream: the cards staff added, the orders placed. */
export interface AcknowledgedOrders {
  cardIds: number[];
  orders: { customer: Customer; orderNumber: string }[];
}

/** One order, end to end through the API; records it only once the server said it exists. */
export async function placeOrder(
  shop: ShopProcess,
  staff: string,
  acknowledged: AcknowledgedOrders,
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
  const customer = await signUp(shop);
  if (!customer) return;
  await callAs(shop, customer, '/api/customers/cart', {
    method: 'POST',
    body: { itemType: 'card', itemId: String(card.body?.id), quantity: 1 },
  });
  const payment = await setUpPayment(shop, customer);
  if (!payment) return;
  const order = await payWithTestCard(shop, customer, payment);
  if (order?.status === 200)
    acknowledged.orders.push({ customer, orderNumber: String(order.body?.orderNumber) });
}

/** Every acknowledged card and order is there, and no order was left without its lines. */
export async function verifyOrders(
  shop: ShopProcess,
  staff: string,
  acknowledged: AcknowledgedOrders,
): Promise<string[]> {
  const problems: string[] = [];
  for (const id of acknowledged.cardIds) {
    if ((await call(shop, `/api/cards/${id}`)).status !== 200)
      problems.push(`card ${id} was acknowledged but is gone`);
  }
  for (const { customer, orderNumber } of acknowledged.orders) {
    const mine = await callAs(shop, customer, '/api/customers/orders');
    const list = (mine.body as unknown as { orderNumber: string }[] | null) ?? [];
    if (!list.some((order) => order.orderNumber === orderNumber))
      problems.push(`order ${orderNumber} was acknowledged but is gone`);
  }
  const all = await call(shop, '/api/admin/orders', { token: staff });
  if (!Array.isArray(all.body)) return [...problems, `the orders list answered ${all.status}`];
  for (const order of all.body as { orderNumber: string; items: unknown[] }[]) {
    if (order.items.length === 0)
      problems.push(`order ${order.orderNumber} has no items: half-written`);
  }
  return problems;
}
