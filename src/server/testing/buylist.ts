import { beforeAll, expect } from 'vitest';
import { insertCards } from './factories.ts';
import { OWNER_PASSWORD, type StaffTeam, signInStaffTeam } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

type Headers = Record<string, string>;

export const MAGIC = 'Magic: The Gathering';

/** Terms for Magic at North Little Rock that differ from every default. */
export const magicTerms = {
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

export type Row = {
  name: string;
  condition: string;
  cashPrice: string;
  creditPrice: string;
  wanted: number;
  hot: boolean;
};

/**
 * The shop of a buylist route test file, filled in before the file's tests run: the staff team
 * signed in and cards of both stores, in stock, sold out, below the floor and graded; and the
 * calls that read the public buylist and keep its terms and marks.
 */
export function setUpBuylist() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const staff = {} as StaffTeam;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    Object.assign(staff, await signInStaffTeam(ctx));
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

  /** The owner changes Ragavan's sell price, which the buy prices follow. */
  const priceRagavan = (price: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/cards/${id('Ragavan')}`,
      headers: staff.owner,
      payload: {
        name: 'Ragavan',
        gameType: MAGIC,
        setName: 'Foundations',
        setCode: 'MH2',
        condition: 'Near Mint',
        price,
        quantity: 1,
        forSale: true,
        location: 'nlr',
      },
    });

  const rowsOf = async (query: string): Promise<Row[]> => {
    const response = await buylist(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };
  const row = async (name: string, query = 'location=nlr') =>
    (await rowsOf(query)).find((found) => found.name === name && found.condition === 'Near Mint');

  return {
    ctx,
    staff,
    id,
    buylist,
    settings,
    setTerms,
    mark,
    marks,
    unmark,
    priceRagavan,
    rowsOf,
    row,
  };
}
