import type { ItemType } from '../../domain/inventory/sellable-kinds.ts';
import type { App } from '../app.ts';
import type { TestCustomer } from './customers.ts';

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

export async function addToServerCart(
  app: App,
  customer: TestCustomer,
  itemType: ItemType,
  itemId: number,
  quantity = 1,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/customers/cart',
    headers: customer.auth,
    payload: { itemType, itemId: String(itemId), quantity },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart failed: ${response.body}`);
}

export async function createIntent(app: App, customer: TestCustomer, payload: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: customer.auth,
    payload,
  });
}

/** Pays the customer's cart with a test card, as the checkout page does; answers the intent and the card's answer. */
export async function payCart(app: App, customer: TestCustomer, card: string = CARDS.succeeds) {
  const intent = await createIntent(app, customer);
  if (intent.statusCode !== 200) throw new Error(`payment setup failed: ${intent.body}`);
  const { paymentIntentId, clientSecret, total } = intent.json() as {
    paymentIntentId: string;
    clientSecret: string;
    total: string;
  };
  const confirmation = await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { clientSecret, cardNumber: card, expiry: '12 / 34', cvc: '123' },
  });
  return { paymentIntentId, clientSecret, total, confirmation };
}

export function placeOrder(
  app: App,
  customer: TestCustomer,
  paymentIntentId: string,
  extra: object = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/customers/orders',
    headers: customer.auth,
    payload: { paymentIntentId, ...extra },
  });
}
