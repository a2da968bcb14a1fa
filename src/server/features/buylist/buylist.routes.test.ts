import { beforeAll, describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { OWNER_PASSWORD, signInStaffTeam } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });

type Headers = Record<string, string>;
let owner: Headers;
let nlrManager: Headers;
let nlrStaff: Headers;
let bentonStaff: Headers;
const ids: Record<string, number> = {};

const MAGIC = 'Magic: The Gathering';

beforeAll(async () => {
  ({ owner, nlrManager, nlrStaff, bentonStaff } = await signInStaffTeam(ctx));
  const rows = await insertCards(ctx.db, [
    { name: 'Sol Ring', setCode: 'CMM', collectorNumber: '1', priceCents: 333, stock: 3 },
    { name: 'Sol Ring', setCode: 'CMM', condition: 'Lightly Played', priceCents: 250, stock: 0 },
    { name: 'Sheoldred', setCode: 'DMU', finish: 'foil', priceCents: 8000, stock: 10 },
    { name: 'Cheap Common', setCode: 'DMU', priceCents: 40 },
    { name: 'Ragavan', setCode: 'MH2', priceCents: 5000 },
    { name: 'Pikachu', gameType: 'Pokemon', setCode: 'BS', priceCents: 1000, stock: 2 },
    { name: 'Sol Ring', setCode: 'CMM', location: 'benton', priceCents: 400 },
    {
      name: 'Charizard',
      gameType: 'Pokemon',
      setCode: 'BS',
      priceCents: 80_000,
      gradingService: 'PSA',
      grade: '10',
    },
  ]);
  for (const card of rows) ids[`${card.name}/${card.condition}/${card.location}`] = card.id;
});

const id = (name: string, condition = 'Near Mint', location = 'nlr') => {
  const found = ids[`${name}/${condition}/${location}`];
  if (found === undefined) throw new Error(`no card ${name}`);
  return found;
};

const buylist = (query: string) => ctx.app.inject({ url: `/api/buylist?${query}` });
const settings = (headers: Headers, location = 'nlr') =>
  ctx.app.inject({ url: `/api/admin/buylist/settings?location=${location}`, headers });
const setTerms = (headers: Headers, payload: object, location = 'nlr') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/buylist/settings?location=${location}`,
    headers,
    payload,
  });
const mark = (headers: Headers, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/buylist/hotlist', headers, payload });
const marks = (headers: Headers, location = 'nlr') =>
  ctx.app.inject({ url: `/api/admin/buylist/hotlist?location=${location}`, headers });
const unmark = (headers: Headers, markId: number) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/admin/buylist/hotlist?id=${markId}`, headers });

const magicTerms = {
  gameType: MAGIC,
  cashPercent: '40',
  creditPercent: '55',
  conditionFactors: {
    'Near Mint': 100,
    'Lightly Played': 85,
    'Moderately Played': 70,
    'Heavily Played': 40,
    Damaged: 20,
  },
  floor: '1.00',
  target: '4',
};

type Row = {
  name: string;
  condition: string;
  cashPrice: string;
  creditPrice: string;
  wanted: number;
  hot: boolean;
};
const rowsOf = async (query: string): Promise<Row[]> => {
  const response = await buylist(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
};
const row = async (name: string, query = 'location=nlr') =>
  (await rowsOf(query)).find((found) => found.name === name && found.condition === 'Near Mint');

describe('the public buylist', () => {
  it('answers the store’s cards, in stock or sold out, at 50% cash and 60% credit rounded down, wanted up to 8', async () => {
    const response = await buylist('location=nlr');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.nextPage).toBeNull();
    expect(body.items).toContainEqual({
      cardId: id('Sol Ring'),
      name: 'Sol Ring',
      setCode: 'CMM',
      collectorNumber: '1',
      condition: 'Near Mint',
      finish: 'non-foil',
      gameType: MAGIC,
      cashPrice: '1.66',
      creditPrice: '1.99',
      wanted: 5,
      hot: false,
    });
    expect(
      body.items.find(
        (item: Row) => item.name === 'Sol Ring' && item.condition === 'Lightly Played',
      ),
    ).toMatchObject({ cashPrice: '1.25', creditPrice: '1.50', wanted: 8 });
    expect(await row('Sheoldred')).toMatchObject({ cashPrice: '40.00', wanted: 0 });
  });

  it('leaves out a card worth less than the floor, and other stores’ cards', async () => {
    const names = (await rowsOf('location=nlr')).map((found) => found.name);
    expect(names).not.toContain('Cheap Common');
    // A graded slab is bought by hand, at a price of its own, never from the list.
    expect(names).not.toContain('Charizard');
    expect((await rowsOf('location=benton')).map((found) => found.cashPrice)).toEqual(['2.00']);
  });

  it('searches by name and filters by game, condition and finish as the catalog does', async () => {
    const solRings = await rowsOf('location=nlr&q=sol%20r');
    expect(solRings.map((found) => found.condition).sort()).toEqual([
      'Lightly Played',
      'Near Mint',
    ]);
    expect((await rowsOf('location=nlr&gameType=Pokemon')).map((found) => found.name)).toEqual([
      'Pikachu',
    ]);
    expect(
      (await rowsOf('location=nlr&condition=Lightly%20Played')).map((found) => found.name),
    ).toEqual(['Sol Ring']);
    expect((await rowsOf('location=nlr&finish=foil')).map((found) => found.name)).toEqual([
      'Sheoldred',
    ]);
  });

  it('follows the sell price: a price change changes the buy price', async () => {
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${id('Ragavan')}`,
      headers: owner,
      payload: {
        name: 'Ragavan',
        gameType: MAGIC,
        setName: 'Foundations',
        setCode: 'MH2',
        condition: 'Near Mint',
        price: '60.00',
        quantity: 1,
        forSale: true,
        location: 'nlr',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await row('Ragavan')).toMatchObject({ cashPrice: '30.00', creditPrice: '36.00' });
  });

  it('refuses a bad query with 400 naming the field', async () => {
    for (const [query, field] of [
      ['', 'location'],
      ['location=mars', 'location'],
      ['location=nlr&page=0', 'page'],
      ['location=nlr&page=two', 'page'],
      ['location=nlr&gameType=Chess', 'gameType'],
      ['location=nlr&condition=Mint', 'condition'],
      ['location=nlr&finish=gold', 'finish'],
    ] as const) {
      const response = await buylist(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(Object.keys(response.json().fields ?? {}), query).toContain(field);
    }
  });

  it('pages by number', async () => {
    const many = await insertCards(
      ctx.db,
      Array.from({ length: 30 }, (_, index) => ({
        name: `Zz Page Card ${String(index).padStart(2, '0')}`,
        gameType: 'Lorcana',
        priceCents: 200,
      })),
    );
    const first = (await buylist('location=nlr&gameType=Lorcana')).json();
    expect(first.items).toHaveLength(24);
    expect(first.nextPage).toBe(2);
    const second = (await buylist('location=nlr&gameType=Lorcana&page=2')).json();
    expect(second.items.map((item: { cardId: number }) => item.cardId)).toEqual(
      many.slice(24).map((card) => card.id),
    );
    expect(second.nextPage).toBeNull();
    expect((await buylist('location=nlr&gameType=Lorcana&page=9')).json().items).toEqual([]);
  });
});

describe('the buylist settings', () => {
  it('are the defaults per game until set', async () => {
    const body = (await settings(nlrStaff)).json();
    expect(body.games).toHaveLength(4);
    expect(body.games[0]).toEqual({
      gameType: MAGIC,
      cashPercent: 50,
      creditPercent: 60,
      conditionFactors: {
        'Near Mint': 100,
        'Lightly Played': 90,
        'Moderately Played': 80,
        'Heavily Played': 50,
        Damaged: 25,
      },
      floor: '0.50',
      target: 8,
    });
  });

  it('are set per store and game by the owner, and priced by at once', async () => {
    const changed = await setTerms(owner, magicTerms);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().games[0]).toMatchObject({
      cashPercent: 40,
      creditPercent: 55,
      floor: '1.00',
      target: 4,
    });
    expect(await row('Sol Ring')).toMatchObject({
      cashPrice: '1.33',
      creditPrice: '1.83',
      wanted: 1,
    });
    // Pokemon keeps the defaults, and so does the other store.
    expect(await row('Pikachu')).toMatchObject({ cashPrice: '5.00', wanted: 6 });
    expect((await settings(owner, 'benton')).json().games[0].cashPercent).toBe(50);
    expect((await setTerms(owner, { ...magicTerms, cashPercent: 45 }, 'benton')).statusCode).toBe(
      200,
    );
    expect((await settings(owner, 'benton')).json().games[0].cashPercent).toBe(45);
  });

  it('are read by the store’s staff, not changed by them, and closed to other stores and visitors', async () => {
    expect((await settings(nlrStaff)).statusCode).toBe(200);
    expect((await setTerms(nlrStaff, { ...magicTerms, cashPercent: 10 })).statusCode).toBe(403);
    expect((await settings(bentonStaff)).statusCode).toBe(403);
    expect((await setTerms(bentonStaff, magicTerms)).statusCode).toBe(403);
    const manager = await setTerms(nlrManager, { ...magicTerms, cashPercent: 10 });
    expect(manager.statusCode).toBe(403);
    expect(manager.json()).toMatchObject({
      code: 'forbidden',
      error: 'Only the owner changes the buylist.',
    });
    expect((await settings({})).statusCode).toBe(401);
    expect((await settings(owner)).json().games[0].cashPercent).toBe(40);
  });

  it('refuse rates, factors, floors and targets out of range, changing nothing', async () => {
    for (const [payload, field] of [
      [{ ...magicTerms, cashPercent: '101' }, 'cashPercent'],
      [{ ...magicTerms, creditPercent: '30' }, 'creditPercent'],
      [{ ...magicTerms, floor: '-1' }, 'floor'],
      [{ ...magicTerms, target: '2.5' }, 'target'],
      [{ ...magicTerms, gameType: 'Chess' }, 'gameType'],
      [
        { ...magicTerms, conditionFactors: { 'Near Mint': 100 } },
        'conditionFactors.Lightly Played',
      ],
    ] as const) {
      const response = await setTerms(owner, payload);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), field).toContain(field);
    }
    expect((await settings(owner)).json().games[0].cashPercent).toBe(40);
  });
});

describe('the hotlist and not-buying marks', () => {
  it('pay a hot card’s higher rate with its own wanted count, marked hot, until taken off', async () => {
    const added = await mark(owner, {
      mark: 'hot',
      location: 'nlr',
      cardId: id('Sheoldred'),
      cashPercent: 60,
      creditPercent: 75,
      target: 15,
    });
    expect(added.statusCode, added.body).toBe(201);
    const entry = added.json().hot[0];
    expect(entry).toMatchObject({
      cardId: id('Sheoldred'),
      name: 'Sheoldred',
      cashPercent: 60,
      target: 15,
      cashPrice: null,
    });
    expect(await row('Sheoldred')).toMatchObject({
      cashPrice: '48.00',
      creditPrice: '60.00',
      wanted: 5,
      hot: true,
    });

    const removed = await unmark(owner, entry.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().hot).toEqual([]);
    expect(await row('Sheoldred')).toMatchObject({ cashPrice: '32.00', hot: false });
  });

  it('pay a fixed price as set, replacing the card’s earlier entry', async () => {
    // Posted to the hotlist without a mark, a card is marked hot.
    const first = await mark(owner, {
      location: 'nlr',
      cardId: id('Cheap Common'),
      cashPercent: 90,
      creditPercent: 95,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().hot).toEqual([expect.objectContaining({ cashPercent: 90 })]);
    const fixed = await mark(owner, {
      mark: 'hot',
      location: 'nlr',
      cardId: id('Cheap Common'),
      cashPrice: '0.25',
      creditPrice: '0.30',
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json().hot).toHaveLength(1);
    expect(await row('Cheap Common')).toMatchObject({
      cashPrice: '0.25',
      creditPrice: '0.30',
      hot: true,
      wanted: 3,
    });
  });

  it('leave out a card or a whole set marked not buying', async () => {
    const card = await mark(owner, {
      mark: 'not_buying',
      location: 'nlr',
      cardId: id('Pikachu'),
    });
    expect(card.statusCode).toBe(201);
    const set = await mark(owner, {
      mark: 'not_buying',
      location: 'nlr',
      gameType: MAGIC,
      setCode: 'cmm',
    });
    expect(set.statusCode).toBe(201);
    expect(set.json().notBuying).toEqual([
      expect.objectContaining({
        card: expect.objectContaining({ name: 'Pikachu' }),
        gameType: 'Pokemon',
      }),
      expect.objectContaining({ card: null, gameType: MAGIC, setCode: 'CMM' }),
    ]);
    const names = (await rowsOf('location=nlr')).map((found) => found.name);
    expect(names).not.toContain('Pikachu');
    expect(names).not.toContain('Sol Ring');
    expect((await rowsOf('location=benton')).map((found) => found.name)).toEqual(['Sol Ring']);

    for (const entry of set.json().notBuying) await unmark(owner, entry.id);
    expect((await rowsOf('location=nlr')).map((found) => found.name)).toContain('Sol Ring');
  });

  it('are kept by the owner only, for the store’s own cards', async () => {
    const hot = {
      mark: 'hot',
      location: 'nlr',
      cardId: id('Ragavan'),
      cashPercent: 60,
      creditPercent: 70,
    };
    expect((await mark(nlrStaff, hot)).statusCode).toBe(403);
    expect((await mark(nlrManager, hot)).statusCode).toBe(403);
    expect((await mark(bentonStaff, hot)).statusCode).toBe(403);
    expect((await marks(bentonStaff)).statusCode).toBe(403);
    expect((await marks(nlrStaff)).statusCode).toBe(200);
    expect((await mark({}, hot)).statusCode).toBe(401);
    const otherStore = await mark(owner, { ...hot, cardId: id('Sol Ring', 'Near Mint', 'benton') });
    expect(otherStore.statusCode).toBe(404);
    expect(otherStore.json()).toMatchObject({
      code: 'not_found',
      fields: { cardId: 'No card of that id at this store' },
    });

    const added = (await mark(owner, hot))
      .json()
      .hot.find((entry: { name: string }) => entry.name === 'Ragavan');
    expect((await unmark(nlrStaff, added.id)).statusCode).toBe(403);
    expect((await unmark(owner, 999_999)).statusCode).toBe(404);
    expect((await marks(owner)).json().hot.map((entry: { name: string }) => entry.name)).toContain(
      'Ragavan',
    );
  });

  it('refuse an entry that is not both rates or both prices, or a bad card or set, changing nothing', async () => {
    const before = (await marks(owner)).json();
    for (const payload of [
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan') },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPercent: 60 },
      {
        mark: 'hot',
        location: 'nlr',
        cardId: id('Ragavan'),
        cashPercent: 60,
        creditPercent: 70,
        cashPrice: '1.00',
        creditPrice: '2.00',
      },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPrice: '0', creditPrice: '0' },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPercent: 150, creditPercent: 70 },
      // Credit never pays less than cash.
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPercent: 80, creditPercent: 70 },
      { mark: 'hot', location: 'nlr', cardId: id('Ragavan'), cashPrice: '10', creditPrice: '1' },
      { mark: 'hot', location: 'nlr', cardId: 'abc', cashPercent: 60, creditPercent: 70 },
      { mark: 'not_buying', location: 'nlr', gameType: MAGIC },
      { mark: 'maybe', location: 'nlr', cardId: id('Ragavan') },
    ]) {
      const response = await mark(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    // A mark of neither kind is told the two there are.
    const unknown = await mark(owner, { mark: 'maybe', location: 'nlr', cardId: id('Ragavan') });
    expect(unknown.json().error).toBe(
      'body: mark must be "hot" (with a cardId and its rates or prices) or "not_buying" (with a cardId, or a gameType and a setCode)',
    );
    // A hot mark is told what is wrong with it, not which kinds there are.
    const hot = { mark: 'hot', location: 'nlr', cardId: id('Ragavan') };
    const refusal = async (payload: object) => (await mark(owner, { ...hot, ...payload })).json();
    expect((await refusal({ cashPrice: '-5.00', creditPrice: '6.00' })).error).toBe(
      'body: cashPrice: Enter a price like 19.99',
    );
    expect((await refusal({ cashPercent: 150, creditPercent: 70 })).error).toMatch(
      /^body: cashPercent: Enter a whole number/,
    );
    expect((await refusal({ cashPrice: '0', creditPrice: '0' })).fields).toEqual({
      cashPrice: 'A fixed price is more than 0.00',
    });
    // 500 typed for 5.00: more than the card sells for, which every trade-in would then pay.
    const aboveSell = await refusal({ cashPrice: '5.00', creditPrice: '500' });
    expect(aboveSell).toMatchObject({
      code: 'validation_failed',
      error: "creditPrice: A fixed price is at most the card's sell price, $60.00",
    });
    expect((await marks(owner)).json()).toEqual(before);
  });
});
