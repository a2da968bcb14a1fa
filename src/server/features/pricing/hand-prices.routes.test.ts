import { beforeAll, describe, expect, it } from 'vitest';
import { insertCards } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
type Headers = { authorization: string };
let owner: Headers;
let manager: Headers;
let bentonStaff: Headers;
let cardId: number;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  manager = await staffHeaders(ctx.app, 'nlr-manager');
  bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
  const [card] = await insertCards(ctx.db, [
    {
      name: 'Hand Priced',
      setName: 'Edits',
      setCode: 'EDT',
      collectorNumber: '7',
      priceCents: 500,
    },
  ]);
  cardId = card?.id ?? 0;
});

const edit = (price: string, extra: object = {}, headers = manager) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/cards/${cardId}`,
    headers,
    payload: {
      name: 'Hand Priced',
      gameType: 'Magic: The Gathering',
      setName: 'Edits',
      setCode: 'EDT',
      collectorNumber: '7',
      condition: 'Near Mint',
      price,
      quantity: 1,
      forSale: true,
      location: 'nlr',
      ...extra,
    },
  });

const history = (headers = owner) =>
  ctx.app.inject({ url: `/api/admin/cards/${cardId}/price-history`, headers });

/** The shop's price file of the one card at this market price, previewed. */
async function priceFile(market: string) {
  const body = multipartBody(
    { location: 'nlr' },
    {
      field: 'file',
      filename: 'nightly.csv',
      type: 'text/csv',
      content: Buffer.from(
        [
          'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price',
          `Magic: The Gathering,Hand Priced,EDT,7,Near Mint,Non-foil,English,${market}`,
        ].join('\n'),
      ),
    },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/prices/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('a hand edit of a price', () => {
  it('writes history and locks the card, so price files leave it', async () => {
    expect((await edit('6.00')).statusCode).toBe(200);
    const answer = (await history()).json();
    expect(answer).toMatchObject({
      cardId,
      locked: true,
      entries: [
        { oldCents: 500, newCents: 600, source: 'hand', fileName: null, by: 'nlr-manager' },
      ],
    });
    expect(await priceFile('5.50')).toMatchObject({ locked: 1, up: 0, down: 0 });
  });

  it('an edit that leaves the price writes no history', async () => {
    expect((await edit('6.00', { quantity: 3 })).statusCode).toBe(200);
    expect((await history()).json().entries).toHaveLength(1);
  });

  it('unlocks when staff choose so, and files price the card again, the newest first in its history', async () => {
    expect((await edit('6.00', { lockPrice: false })).statusCode).toBe(200);
    expect((await history()).json().locked).toBe(false);
    const file = await priceFile('5.50');
    expect(file).toMatchObject({ locked: 0, down: 1 });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/prices/imports/${file.id}/apply`,
      headers: owner,
      payload: { approve: 'all' },
    });
    expect(applied.json()).toMatchObject({ changed: 1 });
    expect((await history()).json().entries).toMatchObject([
      { oldCents: 600, newCents: 550, source: 'file', fileName: 'nightly.csv' },
      { oldCents: 500, newCents: 600, source: 'hand' },
    ]);
  });

  it('a price changed with lockPrice false stays open to files', async () => {
    expect((await edit('7.00', { lockPrice: false })).statusCode).toBe(200);
    expect((await history()).json()).toMatchObject({ locked: false, entries: { length: 3 } });
  });

  it('shows the history to staff of the card’s store only', async () => {
    expect((await history(bentonStaff)).statusCode).toBe(403);
    const missing = await ctx.app.inject({
      url: '/api/admin/cards/999999/price-history',
      headers: owner,
    });
    expect(missing.statusCode).toBe(404);
  });
});

const RULES = {
  gameType: 'Lorcana',
  base: 'low',
  percent: '95',
  conditionFactors: {
    'Near Mint': '100',
    'Lightly Played': '85',
    'Moderately Played': '70',
    'Heavily Played': '45',
    Damaged: '20',
  },
  minimum: '0.49',
  costPlusPercent: '30',
  rounding: '49-99',
  maxChangePercent: '60',
  reviewPercent: '20',
  reviewAmount: '5.00',
};

describe('the pricing rules', () => {
  const rules = (headers: Headers, location = 'nlr') =>
    ctx.app.inject({ url: `/api/admin/prices/rules?location=${location}`, headers });
  const setRules = (headers: Headers, payload: object, location = 'nlr') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/prices/rules?location=${location}`,
      headers,
      payload,
    });

  it('answer the defaults per game until the owner sets them', async () => {
    const response = await rules(manager);
    expect(response.statusCode).toBe(200);
    expect(response.json().games).toHaveLength(4);
    expect(response.json().games[0]).toEqual({
      gameType: 'Magic: The Gathering',
      base: 'market',
      percent: 100,
      conditionFactors: {
        'Near Mint': 100,
        'Lightly Played': 90,
        'Moderately Played': 80,
        'Heavily Played': 50,
        Damaged: 25,
      },
      minimum: '0.25',
      costPlusPercent: null,
      rounding: 'none',
      maxChangePercent: 50,
      reviewPercent: 25,
      reviewAmount: '2.00',
    });
  });

  it('are set per store and game by the owner', async () => {
    const response = await setRules(owner, RULES);
    expect(response.statusCode, response.body).toBe(200);
    const lorcana = response
      .json()
      .games.find((game: { gameType: string }) => game.gameType === 'Lorcana');
    expect(lorcana).toMatchObject({
      base: 'low',
      percent: 95,
      minimum: '0.49',
      costPlusPercent: 30,
      rounding: '49-99',
      reviewAmount: '5.00',
    });
    const benton = (await rules(owner, 'benton')).json().games;
    expect(benton.find((game: { gameType: string }) => game.gameType === 'Lorcana')).toMatchObject({
      base: 'market',
    });
  });

  it('refuse the store’s own manager, other stores’ staff and plain staff (403), and bad values (400), changing nothing', async () => {
    const refused = await setRules(manager, RULES);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'forbidden',
      error: 'Only the owner changes the pricing rules.',
    });
    expect((await setRules(manager, RULES, 'benton')).statusCode).toBe(403);
    expect((await setRules(bentonStaff, RULES, 'benton')).statusCode).toBe(403);
    expect((await rules(bentonStaff, 'nlr')).statusCode).toBe(403);
    const bad = await setRules(owner, {
      ...RULES,
      percent: '0',
      rounding: 'to .98',
      minimum: '-1',
      base: 'median',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'base',
      'minimum',
      'percent',
      'rounding',
    ]);
    expect(
      (await rules(owner))
        .json()
        .games.find((game: { gameType: string }) => game.gameType === 'Lorcana'),
    ).toMatchObject({ base: 'low', percent: 95 });
    // A minimum of nothing would let a price file set a card at $0.00.
    const free = await setRules(owner, { ...RULES, minimum: '0.00' });
    expect(free.statusCode).toBe(400);
    expect(free.json().fields).toEqual({ minimum: 'The minimum is at least 0.01' });
  });
});
