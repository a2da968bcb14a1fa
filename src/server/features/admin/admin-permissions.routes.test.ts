import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import {
  cardFilters,
  cards,
  customerOrders,
  merchandise,
  merchandiseFilters,
  tournaments,
} from '../../db/schema/index.ts';
import { addToServerCart, payCart } from '../../testing/checkout.ts';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards, insertMerchandise, insertTournaments } from '../../testing/factories.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Actor = 'anonymous' | 'customer' | 'benton staff' | 'nlr staff' | 'owner';
const headers = {} as Record<Actor, Record<string, string>>;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  const customer = await registerCustomer(ctx.app);
  Object.assign(headers, {
    anonymous: {},
    customer: customer.auth,
    'benton staff': await staffHeaders(ctx.app, 'benton-staff'),
    'nlr staff': await staffHeaders(ctx.app, 'nlr-manager'),
    owner: await staffHeaders(ctx.app),
  });
});

/** Everything a refused call could have touched, to prove it touched nothing. */
async function snapshot(db: Database): Promise<string> {
  const tables = [tournaments, merchandise, cards, cardFilters, merchandiseFilters, customerOrders];
  const rows = await Promise.all(tables.map((table) => db.select().from(table)));
  return JSON.stringify(rows);
}

const tournamentBody = {
  name: 'Store Championship',
  date: '2026-12-20',
  time: '12:00',
  entryFee: '25.00',
  maxParticipants: 64,
  gameType: 'Pokemon',
  location: 'nlr',
};
const merchandiseBody = { name: 'Collector Booster', price: '24.99', stock: 10, location: 'nlr' };
const cardBody = {
  name: 'Black Lotus',
  gameType: 'Magic: The Gathering',
  setName: 'Alpha',
  condition: 'Near Mint',
  price: '9999.00',
  quantity: 1,
  location: 'nlr',
};
/** A card is one per identity in a store, so each write names a card of its own. */
let cardsSent = 0;
function anotherCard() {
  cardsSent += 1;
  return { ...cardBody, name: `${cardBody.name} ${cardsSent}` };
}

interface Call {
  name: string;
  /** Makes a fresh nlr target and answers the request for it. */
  prepare: () => Promise<{
    method: 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'GET';
    url: string;
    payload?: object;
  }>;
  /** Who may make it, and the status they get. */
  allowed: Partial<Record<Actor, number>>;
}

const storeScoped = (status: number) => ({ 'nlr staff': status, owner: status });
const anyStaff = (status: number) => ({
  'benton staff': status,
  'nlr staff': status,
  owner: status,
});
const firstId = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0]?.id;

async function paidNlrOrder(): Promise<number> {
  const [item] = await insertMerchandise(ctx.db, [{ stock: 5 }]);
  const buyer = await registerCustomer(ctx.app);
  await addToServerCart(ctx.app, buyer, 'merchandise', item?.id ?? 0);
  const { paymentIntentId } = await payCart(ctx.app, buyer);
  const orders = await ctx.db.select().from(customerOrders);
  return orders.find((order) => order.paymentIntentId === paymentIntentId)?.id ?? 0;
}

const CALLS: Call[] = [
  {
    name: 'POST /api/tournaments',
    prepare: async () => ({ method: 'POST', url: '/api/tournaments', payload: tournamentBody }),
    allowed: storeScoped(201),
  },
  {
    name: 'PUT /api/tournaments/:id',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/tournaments/${await firstId(insertTournaments(ctx.db, [{}]))}`,
      payload: tournamentBody,
    }),
    allowed: storeScoped(200),
  },
  {
    name: 'DELETE /api/tournaments/:id',
    prepare: async () => ({
      method: 'DELETE',
      url: `/api/tournaments/${await firstId(insertTournaments(ctx.db, [{}]))}`,
    }),
    allowed: storeScoped(204),
  },
  {
    name: 'POST /api/merchandise',
    prepare: async () => ({ method: 'POST', url: '/api/merchandise', payload: merchandiseBody }),
    allowed: storeScoped(201),
  },
  {
    name: 'PUT /api/merchandise/:id',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/merchandise/${await firstId(insertMerchandise(ctx.db, [{}]))}`,
      payload: merchandiseBody,
    }),
    allowed: storeScoped(200),
  },
  {
    name: 'DELETE /api/merchandise/:id',
    prepare: async () => ({
      method: 'DELETE',
      url: `/api/merchandise/${await firstId(insertMerchandise(ctx.db, [{}]))}`,
    }),
    allowed: storeScoped(204),
  },
  {
    name: 'POST /api/cards',
    prepare: async () => ({ method: 'POST', url: '/api/cards', payload: anotherCard() }),
    allowed: storeScoped(201),
  },
  {
    name: 'PUT /api/cards/:id',
    prepare: async () => ({
      method: 'PUT',
      url: `/api/cards/${await firstId(insertCards(ctx.db, [{}]))}`,
      payload: anotherCard(),
    }),
    allowed: storeScoped(200),
  },
  {
    name: 'DELETE /api/cards/:id',
    prepare: async () => ({
      method: 'DELETE',
      url: `/api/cards/${await firstId(insertCards(ctx.db, [{}]))}`,
    }),
    allowed: storeScoped(204),
  },
  {
    name: 'POST /api/card-filters',
    prepare: async () => ({
      method: 'POST',
      url: '/api/card-filters',
      payload: { filterType: 'rarity', value: `Rarity ${Math.random()}` },
    }),
    allowed: anyStaff(201),
  },
  {
    name: 'DELETE /api/card-filters/:id',
    prepare: async () => ({
      method: 'DELETE',
      url: `/api/card-filters/${await firstId(
        ctx.db
          .insert(cardFilters)
          .values({ filterType: 'type', value: `T ${Math.random()}` })
          .returning(),
      )}`,
    }),
    allowed: anyStaff(204),
  },
  {
    name: 'POST /api/merchandise-filters',
    prepare: async () => ({
      method: 'POST',
      url: '/api/merchandise-filters',
      payload: { filterType: 'category', value: `C ${Math.random()}` },
    }),
    allowed: anyStaff(201),
  },
  {
    name: 'DELETE /api/merchandise-filters/:id',
    prepare: async () => ({
      method: 'DELETE',
      url: `/api/merchandise-filters/${await firstId(
        ctx.db
          .insert(merchandiseFilters)
          .values({ filterType: 'category', value: `C ${Math.random()}` })
          .returning(),
      )}`,
    }),
    allowed: anyStaff(204),
  },
  {
    name: 'GET /api/admin/orders?location=nlr',
    prepare: async () => ({ method: 'GET', url: '/api/admin/orders?location=nlr' }),
    allowed: storeScoped(200),
  },
  {
    name: 'PATCH /api/admin/orders/:id',
    prepare: async () => ({
      method: 'PATCH',
      url: `/api/admin/orders/${await paidNlrOrder()}`,
      payload: { status: 'ready_for_pickup' },
    }),
    allowed: storeScoped(200),
  },
];

const ACTORS: Actor[] = ['anonymous', 'customer', 'benton staff', 'nlr staff', 'owner'];
const REFUSAL: Record<Actor, number> = {
  anonymous: 401,
  customer: 403,
  'benton staff': 403,
  'nlr staff': 403,
  owner: 403,
};

describe('who may change what: every mutating call against every kind of caller', () => {
  for (const call of CALLS) {
    for (const actor of ACTORS) {
      const expected = call.allowed[actor] ?? REFUSAL[actor];
      it(`${call.name} as ${actor} → ${expected}`, async () => {
        const request = await call.prepare();
        const before = await snapshot(ctx.db);
        const response = await ctx.app.inject({ ...request, headers: headers[actor] });
        expect(response.statusCode, response.body).toBe(expected);
        if (expected >= 400) {
          expect(response.json().error).toEqual(expect.any(String));
          expect(await snapshot(ctx.db)).toBe(before);
        }
      });
    }
  }
});

describe('store scoping', () => {
  it("keeps a store's staff to their own store even when they ask for the other's", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders?location=benton',
      headers: headers['nlr staff'],
    });
    expect(response.statusCode).toBe(403);
    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: headers['nlr staff'],
    });
    for (const order of own.json()) expect(order.store).toBe('nlr');
  });

  it('refuses moving an item to the other store', async () => {
    const id = await firstId(insertCards(ctx.db, [{}]));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${id}`,
      headers: headers['nlr staff'],
      payload: { ...cardBody, location: 'benton' },
    });
    expect(response.statusCode).toBe(403);
  });
});
