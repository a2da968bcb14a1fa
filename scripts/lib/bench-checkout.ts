import { type Customer, call, callAs, payWithTestCard, setUpPayment, signUp } from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * Checkouts through the real HTTP API, each as the checkout page makes it: the card put in the
 * cart, the payment set up, the test card paid and the order asked for. Card-only checkouts
 * and checkouts paid partly with store credit take turns, one at a time, so the machine's
 * drift weighs on both alike.
 */

/** The credit each part-credit checkout spends; the card pays the rest. */
const CREDIT_PART = '1.00';
/** The cheapest card taken: the card part stays above the provider's 50-cent minimum. */
const MIN_PRICE = 2;
/** Checkouts per customer, under the 30 payments a customer may set up in 15 minutes. */
const CHECKOUTS_PER_CUSTOMER = 25;
/** Checkouts of each kind made first and not counted: they warm the statements and caches. */
const WARM_UP = 5;

export interface CheckoutTimes {
  /** Milliseconds per checkout, sorted. */
  cardOnly: number[];
  withCredit: number[];
  /** Checkouts that did not end in an order paid as asked. */
  failed: { cardOnly: number; withCredit: number };
}

/** Copies of North Little Rock's dearest cards in stock, one id per copy, `count` of them. */
async function cardCopies(shop: ShopProcess, count: number): Promise<number[]> {
  const copies: number[] = [];
  let cursor = '';
  while (copies.length < count) {
    const page = await call(
      shop,
      `/api/cards?location=nlr&available=true&sort=-price&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    const body = page.body as {
      items: { id: number; price: string; quantity: number }[];
      nextCursor: string | null;
    };
    for (const card of body.items) {
      if (Number(card.price) < MIN_PRICE) return copies;
      for (let copy = 0; copy < card.quantity; copy += 1) copies.push(card.id);
    }
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return copies.slice(0, count);
}

/** Customers signed up with $1,000 of credit each, issued by the owner. */
async function creditedCustomers(
  shop: ShopProcess,
  owner: string,
  count: number,
): Promise<Customer[]> {
  const customers: Customer[] = [];
  while (customers.length < count) {
    const customer = await signUp(shop, []);
    if (!customer) throw new Error('a bench customer could not sign up');
    const profile = await callAs(shop, customer, '/api/customers/profile');
    const issued = await call(shop, `/api/admin/customers/${profile.body?.id}/store-credit`, {
      method: 'POST',
      token: owner,
      body: { amount: '1000.00', kind: 'issued', note: 'Benchmark', location: 'nlr' },
    });
    if (issued.status !== 201) throw new Error(`issuing bench credit answered ${issued.status}`);
    customers.push(customer);
  }
  return customers;
}

/** One checkout of one copy; answers how long it took and whether its tenders were as asked. */
async function checkout(
  shop: ShopProcess,
  customer: Customer,
  cardId: number,
  storeCredit: string | undefined,
): Promise<{ ms: number; ok: boolean }> {
  const begun = performance.now();
  await callAs(shop, customer, '/api/customers/cart', {
    method: 'POST',
    body: { itemType: 'card', itemId: cardId, quantity: 1 },
  });
  const payment = await setUpPayment(shop, customer, storeCredit);
  const answer = payment ? await payWithTestCard(shop, customer, payment) : undefined;
  const ms = performance.now() - begun;
  const order = answer?.body?.order as { tenders?: { method: string }[] } | undefined;
  const methods = (order?.tenders ?? []).map((tender) => tender.method).sort();
  const expected = storeCredit === undefined ? ['card'] : ['card', 'store_credit'];
  return { ms, ok: answer?.status === 200 && methods.join() === expected.join() };
}

export async function benchCheckouts(
  shop: ShopProcess,
  owner: string,
  count: number,
): Promise<CheckoutTimes> {
  const total = 2 * (count + WARM_UP);
  const copies = await cardCopies(shop, total);
  if (copies.length < total) throw new Error(`only ${copies.length} cards to check out`);
  const customers = await creditedCustomers(shop, owner, Math.ceil(total / CHECKOUTS_PER_CUSTOMER));
  const times: CheckoutTimes = {
    cardOnly: [],
    withCredit: [],
    failed: { cardOnly: 0, withCredit: 0 },
  };
  for (let round = 0; round < count + WARM_UP; round += 1) {
    // Each kind goes first every other round.
    const kinds =
      round % 2 === 0
        ? (['cardOnly', 'withCredit'] as const)
        : (['withCredit', 'cardOnly'] as const);
    for (const kind of kinds) {
      const made = 2 * round + (kind === kinds[0] ? 0 : 1);
      const customer = customers[Math.floor(made / CHECKOUTS_PER_CUSTOMER)];
      const cardId = copies[made];
      if (!customer || cardId === undefined) throw new Error('ran out of bench customers or cards');
      const result = await checkout(
        shop,
        customer,
        cardId,
        kind === 'withCredit' ? CREDIT_PART : undefined,
      );
      if (round < WARM_UP) continue;
      times[kind].push(result.ms);
      if (!result.ok) times.failed[kind] += 1;
    }
  }
  times.cardOnly.sort((a, b) => a - b);
  times.withCredit.sort((a, b) => a - b);
  return times;
}
