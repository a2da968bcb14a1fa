import { beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../testing/customers.ts';
import { insertCards } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
type Headers = { authorization: string };
let owner: Headers;
let bentonStaff: Headers;

const HEADER = 'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price';

/** The shop's own price file, each card of the set "LST" at its new market price. */
const shopFile = (rows: [number: string, market: string][]) =>
  [
    HEADER,
    ...rows.map(([number, market]) =>
      [
        'Magic: The Gathering',
        `Listed ${number}`,
        'LST',
        number,
        'Near Mint',
        'normal',
        'English',
        market,
      ].join(','),
    ),
  ].join('\n');

async function upload(
  content: string,
  { location = 'nlr', autoApply = 'none', filename = 'prices.csv' } = {},
) {
  const body = multipartBody(
    { location, autoApply },
    { field: 'file', filename, type: 'text/csv', content: Buffer.from(content) },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/prices/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; needsReview: { changeId: number; name: string }[] };
}

const list = (query: string, headers: Partial<Headers> = owner) =>
  ctx.app.inject({ url: `/api/admin/prices/imports?${query}`, headers });

const ids = (answer: { items: { id: number }[] }) => answer.items.map((item) => item.id);

describe("a store's earlier price files", () => {
  let applied: number;
  let nightly: number;
  let previewed: number;
  let atBenton: number;

  beforeAll(async () => {
    await insertEmployees(ctx.db);
    owner = await staffHeaders(ctx.app);
    bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
    await insertCards(
      ctx.db,
      ['1', '2', '3', '4', '5', '6'].map((number) => ({
        name: `Listed ${number}`,
        setCode: 'LST',
        collectorNumber: number,
        priceCents: 1000,
      })),
    );
    await insertCards(ctx.db, [
      {
        name: 'Listed 7',
        setCode: 'LST',
        collectorNumber: '7',
        location: 'benton',
        priceCents: 1000,
      },
    ]);

    // One ordinary change and two above the largest change per file; one of them approved.
    const first = await upload(
      shopFile([
        ['1', '11.00'],
        ['2', '30.00'],
        ['3', '4.00'],
      ]),
      {
        filename: 'monday.csv',
      },
    );
    applied = first.id;
    const approve = first.needsReview.filter((change) => change.name === 'Listed 2');
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/prices/imports/${applied}/apply`,
      headers: owner,
      payload: { approve: approve.map((change) => change.changeId) },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // A nightly upload applies the ordinary change and leaves the big one to a person.
    nightly = (
      await upload(
        shopFile([
          ['4', '11.00'],
          ['5', '30.00'],
        ]),
        { autoApply: 'unreviewed' },
      )
    ).id;
    previewed = (await upload(shopFile([['6', '11.00']]))).id;
    atBenton = (await upload(shopFile([['7', '11.00']]), { location: 'benton' })).id;
  });

  it('lists the store’s files newest first, with who, when and what became of their changes', async () => {
    const response = await list('location=nlr');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(ids(answer)).toEqual([previewed, nightly, applied]);
    expect(answer).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
    expect(answer.items).toMatchObject([
      { status: 'previewed', appliedAt: null, changes: 1, applied: 0, waiting: 0 },
      { status: 'applied', changes: 2, applied: 1, waiting: 1 },
      {
        fileName: 'monday.csv',
        format: 'shop',
        createdBy: 'Owner',
        changes: 3,
        applied: 2,
        waiting: 1,
      },
    ]);
    expect(new Date(answer.items[2].createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(answer.items[2].appliedAt).not.toBeNull();
  });

  it('pages by the cursor of the page before', async () => {
    const first = (await list('location=nlr&limit=2')).json();
    expect(ids(first)).toEqual([previewed, nightly]);
    expect(first.nextCursor).not.toBeNull();
    const second = (await list(`location=nlr&limit=2&cursor=${first.nextCursor}`)).json();
    expect(ids(second)).toEqual([applied]);
    expect(second.nextCursor).toBeNull();
    expect((await list('location=nlr&cursor=nonsense')).statusCode).toBe(400);
  });

  it('shows staff of the other store their own files and refuses them this one’s (403)', async () => {
    const theirs = await list('location=benton', bentonStaff);
    expect(theirs.statusCode).toBe(200);
    expect(ids(theirs.json())).toEqual([atBenton]);
    expect((await list('location=nlr', bentonStaff)).statusCode).toBe(403);
  });

  it('refuses a request without a store, a customer and a stranger', async () => {
    expect((await list('')).statusCode).toBe(400);
    const customer = await registerCustomer(ctx.app);
    expect((await list('location=nlr', customer.auth)).statusCode).toBe(403);
    expect((await list('location=nlr', {})).statusCode).toBe(401);
  });
});
