import { addDays, storeDate } from '../../src/domain/shared/dates.ts';
import type { Location } from '../../src/domain/stores/stores.ts';
import type { TaxPolicy } from '../../src/domain/tax/sales-tax.rules.ts';
import { counterTaxPolicy } from './counter-sales.ts';
import { type Customer, call, signUp } from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * What the release day's users act on, set up through the API before the clock starts: the
 * new set's singles in short supply, the catalog's cards that fill carts, the cards staff
 * reprice, the prerelease events, the players' accounts and an open drawer at the counter.
 */

export const RUSH_LOCATION: Location = 'nlr';
/** Copies of each new single: few enough that carts, checkouts and the counter race for them. */
export const HOT_STOCK = 5;
const HOT_CARDS = 20;
const CART_CARDS = 200;
const EDITED_CARDS = 20;
/** The prerelease events players register for and drop out of, and their seats. */
const EVENTS = 3;
export const EVENT_SEATS = 16;
/** The accounts the shop lets open in an hour from one address (the store's Wi-Fi). */
const MOST_CUSTOMERS = 100;

/** A card as a line of a cart or a sale: its id and listed price in cents. */
export interface PricedCard {
  id: number;
  priceCents: number;
}

export interface RushStage {
  owner: string;
  hot: PricedCard[];
  /** Cards with plenty of stock, the dearest first: carts stay above the card minimum. */
  plenty: PricedCard[];
  /** Staff's edits: each card's full form as the dashboard sends it, reprices in turn. */
  edited: { id: number; form: Record<string, unknown> }[];
  events: number[];
  customers: Customer[];
  policy: TaxPolicy;
}

interface ListedCard {
  id: number;
  price: string;
  quantity: number;
}

async function dearestCards(shop: ShopProcess, count: number): Promise<ListedCard[]> {
  const cards: ListedCard[] = [];
  let cursor = '';
  while (cards.length < count) {
    const page = await call(
      shop,
      `/api/cards?location=${RUSH_LOCATION}&available=true&sort=-price&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    const body = page.body as { items: ListedCard[]; nextCursor: string | null };
    cards.push(...body.items);
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (cards.length < count) throw new Error(`only ${cards.length} cards for the rush`);
  return cards.slice(0, count);
}

const priced = (card: ListedCard): PricedCard => ({
  id: card.id,
  priceCents: Math.round(Number(card.price) * 100),
});

/** The card's form as staff's editor fills it from the card, with `changes`. */
async function cardForm(
  shop: ShopProcess,
  owner: string,
  id: number,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const answer = await call(shop, `/api/admin/cards/${id}`, { token: owner });
  const { id: _, createdAt, updatedAt, imageUrl, ...form } = answer.body ?? {};
  return { ...form, imageUrl: imageUrl ?? '', ...changes };
}

/** Staff set the card's copies in stock to `quantity`, as the dashboard's editor saves it. */
export async function restock(
  shop: ShopProcess,
  owner: string,
  id: number,
  quantity: number,
): Promise<void> {
  const form = await cardForm(shop, owner, id, { quantity });
  const saved = await call(shop, `/api/cards/${id}`, { method: 'PUT', token: owner, body: form });
  if (saved.status !== 200) throw new Error(`restocking card ${id} answered ${saved.status}`);
}

async function createEvent(shop: ShopProcess, owner: string, n: number): Promise<number> {
  const answer = await call(shop, '/api/tournaments', {
    method: 'POST',
    token: owner,
    body: {
      name: `Prerelease Flight ${n}`,
      date: addDays(storeDate(), 14),
      time: '18:00',
      entryFee: '0.00',
      maxParticipants: EVENT_SEATS,
      gameType: 'Pokemon',
      location: RUSH_LOCATION,
    },
  });
  if (answer.status !== 201) throw new Error(`creating a rush event answered ${answer.status}`);
  return Number(answer.body?.id);
}

export async function setUpRush(
  shop: ShopProcess,
  owner: string,
  players: number,
): Promise<RushStage> {
  const listed = await dearestCards(shop, HOT_CARDS + CART_CARDS + EDITED_CARDS);
  const hot = listed.slice(0, HOT_CARDS);
  for (const card of hot) await restock(shop, owner, card.id, HOT_STOCK);
  const edited = [];
  for (const card of listed.slice(HOT_CARDS + CART_CARDS)) {
    edited.push({ id: card.id, form: await cardForm(shop, owner, card.id, {}) });
  }
  const events = [];
  for (let n = 1; n <= EVENTS; n += 1) events.push(await createEvent(shop, owner, n));
  const customers: Customer[] = [];
  while (customers.length < Math.min(MOST_CUSTOMERS, players)) {
    const customer = await signUp(shop, []);
    if (!customer) throw new Error('a rush customer could not sign up');
    customers.push(customer);
  }
  const drawer = await call(shop, '/api/admin/counter/drawers', {
    method: 'POST',
    token: owner,
    body: { location: RUSH_LOCATION, float: '200.00' },
  });
  // A database kept from an earlier run (--data-dir) has its drawer open still.
  if (drawer.status !== 201 && drawer.body?.code !== 'drawer_open')
    throw new Error(`opening the rush's drawer answered ${drawer.status}`);
  return {
    owner,
    hot: hot.map(priced),
    plenty: listed.slice(HOT_CARDS, HOT_CARDS + CART_CARDS).map(priced),
    edited,
    events,
    customers,
    policy: await counterTaxPolicy(shop, owner, RUSH_LOCATION),
  };
}
