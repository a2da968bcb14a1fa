import type { OwedMail } from './crash-mail.ts';
import {
  addCard,
  addToCart,
  type Customer,
  call,
  callAs,
  payWithTestCard,
  setUpPayment,
  signUp,
} from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/** An order the server acknowledged, and whether staff's move to ready for pickup was too. */
interface AcknowledgedOrder {
  customer: Customer;
  orderNumber: string;
  pickupCode: string;
  ready: boolean;
}

/** What the server acknowledged of the order stream: the cards staff added, the orders placed. */
export interface AcknowledgedOrders {
  cardIds: number[];
  orders: AcknowledgedOrder[];
}

/** Staff mark about half the orders ready, so the ready mail is crashed into as well. */
const READY_SHARE = 0.5;

async function markReady(
  shop: ShopProcess,
  staff: string,
  orderId: number,
  order: AcknowledgedOrder,
): Promise<void> {
  const moved = await call(shop, `/api/admin/orders/${orderId}`, {
    method: 'PATCH',
    token: staff,
    body: { status: 'ready_for_pickup' },
  });
  if (moved.status === 200) order.ready = true;
}

/**
 * One order, end to end through the API, sometimes marked ready by staff; records each step
 * only once the server said it happened.
 */
export async function placeOrder(
  shop: ShopProcess,
  staff: string,
  acknowledged: AcknowledgedOrders,
  signedUp: Customer[],
): Promise<void> {
  const cardId = await addCard(shop, staff, '5.00');
  if (cardId === null) return;
  acknowledged.cardIds.push(cardId);
  const customer = await signUp(shop, signedUp);
  if (!customer) return;
  await addToCart(shop, customer, cardId);
  const payment = await setUpPayment(shop, customer);
  if (!payment) return;
  const answer = await payWithTestCard(shop, customer, payment);
  if (answer?.status !== 200) return;
  const order: AcknowledgedOrder = {
    customer,
    orderNumber: String(answer.body?.orderNumber),
    pickupCode: String(answer.body?.pickupCode),
    ready: false,
  };
  acknowledged.orders.push(order);
  const placed = answer.body?.order as { id: number } | undefined;
  if (placed && Math.random() < READY_SHARE) await markReady(shop, staff, placed.id, order);
}

/**
 * Every acknowledged card and order is there, an order marked ready still is, and no order
 * was left without its lines.
 */
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
  for (const { customer, orderNumber, ready } of acknowledged.orders) {
    const mine = await callAs(shop, customer, '/api/customers/orders');
    const list = (mine.body as unknown as { orderNumber: string; status: string }[] | null) ?? [];
    const status = list.find((order) => order.orderNumber === orderNumber)?.status;
    if (!status) problems.push(`order ${orderNumber} was acknowledged but is gone`);
    else if (ready && status !== 'ready_for_pickup')
      problems.push(`order ${orderNumber} was acknowledged ready but is ${status}`);
  }
  const all = await call(shop, '/api/admin/orders', { token: staff });
  if (!Array.isArray(all.body)) return [...problems, `the orders list answered ${all.status}`];
  for (const order of all.body as { orderNumber: string; items: unknown[] }[]) {
    if (order.items.length === 0)
      problems.push(`order ${order.orderNumber} has no items: half-written`);
  }
  return problems;
}

/** Each acknowledged order's thanks, and the pickup code for one marked ready. */
export function orderMailOwed({ orders }: AcknowledgedOrders): OwedMail[] {
  return orders.flatMap(({ customer, orderNumber, pickupCode, ready }) => [
    { to: customer.email, subject: `Thanks for your order ${orderNumber}` },
    ...(ready
      ? [
          {
            to: customer.email,
            subject: `Order ${orderNumber} is ready for pickup`,
            mentions: pickupCode,
          },
        ]
      : []),
  ]);
}
