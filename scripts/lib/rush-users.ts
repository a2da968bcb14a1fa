import { randomUUID } from 'node:crypto';
import { type CounterLine, cashSale, saleTotalCents } from './counter-sales.ts';
import { createClient, type Recorder, type RushClient } from './rush-client.ts';
import { type PricedCard, RUSH_LOCATION, type RushStage } from './rush-setup.ts';
import { BROWSER_ENCODINGS, type Customer, TEST_CARDS } from './shop-api.ts';

/**
 * One scripted user of the release day: a player who browses, fills and trims a cart, pays,
 * and registers for and drops out of the prerelease, or now and then a member of staff
 * repricing a card or ringing up a sale at the counter. Each action is one request but a
 * checkout (payment set up, card paid, order asked for), so the actions' weights give the
 * requests' mix: 70% reads, 15% cart, 5% checkout, 5% events, 5% staff.
 */

const ACTIONS = [
  ['read', 70],
  ['cart', 15],
  // A checkout makes about three requests.
  ['checkout', 5 / 2.8],
  ['event', 5],
  ['staff', 5],
] as const;
type Action = (typeof ACTIONS)[number][0];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, [, weight]) => sum + weight, 0);

/** One checkout in five pays with the card the bank declines. */
const DECLINED_SHARE = 0.2;
/** Payments a customer sets up before the next takes over, under the shop's 30 in 15 minutes. */
const PAYMENTS_PER_CUSTOMER = 28;
/** The cart holds up to this many lines before the player takes one out. */
const CART_LINES = 3;
/** How often a cart's new line is one of the new set's singles. */
const HOT_SHARE = 0.3;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

function nextAction(): Action {
  let roll = Math.random() * TOTAL_WEIGHT;
  for (const [action, weight] of ACTIONS) {
    roll -= weight;
    if (roll < 0) return action;
  }
  return 'read';
}

export interface RushUser {
  /** The player's accounts: the first registers for events, each pays in turn. */
  customers: readonly Customer[];
  reads: readonly string[];
}

/** Runs one user until `until` (a performance.now() time). */
export async function runUser(
  base: string,
  stage: RushStage,
  { customers, reads }: RushUser,
  recorder: Recorder,
  until: number,
): Promise<void> {
  const client = createClient(base, recorder);
  const player = customers[0]?.token;
  let paying = 0;
  let payments = 0;
  const cart: number[] = [];
  const joined = new Set<number>();
  let staffActions = 0;
  const buyer = () => customers[paying]?.token;

  const addToCart = async (card: PricedCard) => {
    const added = await client.call('cart', {
      method: 'POST',
      path: '/api/customers/cart',
      token: buyer(),
      payload: { itemType: 'card', itemId: card.id, quantity: 1 },
    });
    if (added.status === 200) cart.push(card.id);
  };

  const actions: Record<Action, () => Promise<unknown>> = {
    // As a browser asks, so the answers come compressed as they would to players.
    read: () =>
      client.call('read', { method: 'GET', path: pick(reads), headers: BROWSER_ENCODINGS }),

    async cart() {
      if (!buyer()) return actions.read();
      if (cart.length < CART_LINES)
        return addToCart(Math.random() < HOT_SHARE ? pick(stage.hot) : pick(stage.plenty));
      const path = `/api/customers/cart/card/${cart.shift()}`;
      return client.call('cart', { method: 'DELETE', path, token: buyer() });
    },

    async checkout() {
      const token = buyer();
      if (!token) return actions.read();
      if (cart.length === 0) await addToCart(pick(stage.plenty));
      if (cart.length === 0) return undefined;
      const intent = await client.call('checkout', {
        method: 'POST',
        path: '/api/create-payment-intent',
        token,
        payload: {},
      });
      payments += 1;
      if (payments === PAYMENTS_PER_CUSTOMER) {
        // The next account takes over with an empty cart.
        paying += 1;
        payments = 0;
        cart.length = 0;
      }
      const { clientSecret, paymentIntentId } = intent.body ?? {};
      if (typeof clientSecret !== 'string' || typeof paymentIntentId !== 'string') {
        // The last copy of something went: the player empties the cart and starts again.
        cart.length = 0;
        return client.call('cart', { method: 'DELETE', path: '/api/customers/cart', token });
      }
      const paid = await client.call('checkout', {
        method: 'POST',
        path: '/api/test-payments/confirm',
        payload: {
          clientSecret,
          cardNumber: Math.random() < DECLINED_SHARE ? TEST_CARDS.declined : TEST_CARDS.succeeds,
          expiry: '12/34',
          cvc: '123',
        },
      });
      if (paid.status !== 200) return undefined;
      cart.length = 0;
      return client.call('checkout', {
        method: 'POST',
        path: '/api/customers/orders',
        token,
        payload: { paymentIntentId },
      });
    },

    async event() {
      if (!player) return actions.read();
      const event = pick(stage.events);
      const path = `/api/tournaments/${event}/registrations`;
      if (joined.delete(event))
        return client.call('event', { method: 'DELETE', path: `${path}/mine`, token: player });
      const answer = await client.call('event', { method: 'POST', path, token: player });
      if (answer.status === 200) joined.add(event);
      return answer;
    },

    staff() {
      staffActions += 1;
      return staffActions % 2 === 0
        ? reprice(client, stage, staffActions)
        : counterSale(client, stage);
    },
  };

  try {
    while (performance.now() < until) await actions[nextAction()]();
  } finally {
    client.close();
  }
}

/** Staff change a card's price, as the dashboard's editor saves it. */
export function reprice(client: RushClient, stage: RushStage, turn: number) {
  const { id, form } = pick(stage.edited);
  const price = (Number(form.price) + (turn % 7) / 100).toFixed(2);
  return client.call('staff', {
    method: 'PUT',
    path: `/api/cards/${id}`,
    token: stage.owner,
    payload: { ...form, price },
  });
}

/**
 * A counter sale paid in cash: by default one of the new singles and a card from the shelves.
 */
export function counterSale(
  client: RushClient,
  stage: RushStage,
  cards: PricedCard[] = [pick(stage.hot), pick(stage.plenty)],
) {
  const lines: CounterLine[] = cards.map((card) => ({
    itemType: 'card',
    itemId: card.id,
    priceCents: card.priceCents,
    quantity: 1,
  }));
  return client.call('staff', {
    method: 'POST',
    path: '/api/admin/counter/sales',
    token: stage.owner,
    payload: cashSale(RUSH_LOCATION, lines, saleTotalCents(stage.policy, lines)),
    headers: { 'idempotency-key': randomUUID() },
  });
}
