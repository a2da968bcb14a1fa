import { randomInt, randomUUID } from 'node:crypto';
import type { ShopProcess } from './shop-process.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
}

/** A customer of a script's stream: their account, session, the address they call from, e-mail. */
export interface Customer {
  id: number;
  token: string;
  client: string;
  email: string;
}

/** Where a shop answers: a started shop process, or any running shop's address. */
type ShopAddress = Pick<ShopProcess, 'url'>;

export async function call(
  shop: ShopAddress,
  route: string,
  init: {
    method?: string;
    token?: string;
    body?: unknown;
    client?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${shop.url}${route}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.client ? { 'x-forwarded-for': init.client } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    headers: response.headers,
  };
}

/** The same call as a customer, from their own address. */
export const callAs = (
  shop: ShopProcess,
  customer: Customer,
  route: string,
  init: { method?: string; body?: unknown } = {},
) => call(shop, route, { ...init, token: customer.token, client: customer.client });

/** The owner's session, signed in with the admin password; API clients send it as a bearer token. */
export async function ownerToken(shop: ShopAddress, password: string): Promise<string> {
  const login = await call(shop, '/api/admin/login', { method: 'POST', body: { password } });
  const cookie = login.headers.get('set-cookie') ?? '';
  return /tcg_staff_session=([^;]+)/.exec(cookie)?.[1] ?? '';
}

/**
 * A new customer signed up from an address of their own: the shop behind a trusted proxy
 * limits sign-ups per address. Null when the sign-up was not answered; an answered one is
 * added to `signedUp`, whose customers are owed their verification mail.
 */
export async function signUp(shop: ShopProcess, signedUp: Customer[]): Promise<Customer | null> {
  const client = `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
  const email = `crash-${randomUUID()}@example.com`;
  const answer = await call(shop, '/api/customers/register', {
    method: 'POST',
    client,
    body: { email, password: 'crash test passphrase', firstName: 'Crash', lastName: 'Test' },
  });
  const token = answer.body?.token;
  const account = answer.body?.customer as { id?: unknown } | undefined;
  if (typeof token !== 'string' || typeof account?.id !== 'number') return null;
  const customer = { id: account.id, token, client, email };
  signedUp.push(customer);
  return customer;
}

/** A payment set up for the customer's cart, as the checkout page sets it up. */
export interface Payment {
  paymentIntentId: string;
  clientSecret: string;
}

/** Sets up the card's payment for the cart, less any store credit asked for ("3.00"). */
export async function setUpPayment(
  shop: ShopProcess,
  customer: Customer,
  storeCredit?: string,
): Promise<Payment | null> {
  const intent = await callAs(shop, customer, '/api/create-payment-intent', {
    method: 'POST',
    body: storeCredit ? { storeCredit } : {},
  });
  const { paymentIntentId, clientSecret } = intent.body ?? {};
  return typeof paymentIntentId === 'string' && typeof clientSecret === 'string'
    ? { paymentIntentId, clientSecret }
    : null;
}

/** What a browser asks for, which the shop answers with brotli. */
export const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Stripe's test cards the streams pay with: one that succeeds, one the bank declines. */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' };

/** The test provider's card form, submitted: 200 when the card was accepted. */
export const submitTestCard = (shop: ShopProcess, payment: Payment, cardNumber: string) =>
  call(shop, '/api/test-payments/confirm', {
    method: 'POST',
    body: { clientSecret: payment.clientSecret, cardNumber, expiry: '12/34', cvc: '123' },
  });

/**
 * Pays with the test card that succeeds, then asks for the order as the confirmation page
 * does. Answers the order's answer, or nothing when the card was not accepted.
 */
export async function payWithTestCard(
  shop: ShopProcess,
  customer: Customer,
  payment: Payment,
): Promise<Answer | undefined> {
  const paid = await submitTestCard(shop, payment, TEST_CARDS.succeeds);
  if (paid.status !== 200) return undefined;
  return confirmOrder(shop, customer, payment.paymentIntentId);
}

/** The confirmation page's call: the order a payment made. */
export const confirmOrder = (shop: ShopProcess, customer: Customer, paymentIntentId: string) =>
  callAs(shop, customer, '/api/customers/orders', { method: 'POST', body: { paymentIntentId } });

/** Staff add a card of their own to the North Little Rock store's stock: its id, or null. */
export async function addCard(
  shop: ShopAddress,
  staff: string,
  price: string,
  quantity = 3,
): Promise<number | null> {
  const card = await call(shop, '/api/cards', {
    method: 'POST',
    token: staff,
    body: {
      name: `Crash Card ${randomUUID()}`,
      gameType: 'Pokemon',
      setName: 'Crash Set',
      condition: 'Near Mint',
      price,
      quantity,
      forSale: true,
      location: 'nlr',
    },
  });
  return card.status === 201 ? Number(card.body?.id) : null;
}

/** Puts one of a card in the customer's cart. */
export const addToCart = (shop: ShopProcess, customer: Customer, cardId: number) =>
  callAs(shop, customer, '/api/customers/cart', {
    method: 'POST',
    body: { itemType: 'card', itemId: String(cardId), quantity: 1 },
  });
