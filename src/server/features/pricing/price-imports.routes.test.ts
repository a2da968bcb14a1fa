import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, priceHistory, priceImports } from '../../db/schema/index.ts';
import { insertCards } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
type Headers = { authorization: string };
let owner: Headers;
let bentonStaff: Headers;

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
  bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
});

const TCGPLAYER_HEADER =
  'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL';

/** A TCGplayer pricing export's row: the columns the shop reads, the rest blank. */
function tcgRow(row: {
  id?: string;
  set: string;
  name: string;
  number?: string;
  condition?: string;
  market?: string;
  directLow?: string;
  low?: string;
  line?: string;
}): string {
  return [
    row.id ?? '',
    row.line ?? 'Magic',
    row.set,
    row.name,
    '',
    row.number ?? '',
    'R',
    row.condition ?? 'Near Mint',
    row.market ?? '',
    row.directLow ?? '',
    '',
    row.low ?? '',
    '0',
    '0',
    '',
    '',
  ].join(',');
}

const tcgFile = (rows: string[], header = TCGPLAYER_HEADER) => [header, ...rows].join('\n');

function upload(
  content: string,
  fields: Record<string, string> = {},
  { headers = owner, fileFirst = false, filename = 'prices.csv' } = {},
) {
  const body = multipartBody(
    { location: 'nlr', ...fields },
    { field: 'file', filename, type: 'text/csv', content: Buffer.from(content) },
    { fileFirst },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/prices/imports',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

async function preview(content: string, fields: Record<string, string> = {}) {
  const response = await upload(content, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const apply = (id: number, approve: 'all' | number[], headers = owner) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/prices/imports/${id}/apply`,
    headers,
    payload: { approve },
  });

async function priceOf(id: number): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ priceCents: cards.priceCents })
    .from(cards)
    .where(eq(cards.id, id));
  return row?.priceCents;
}

const pricesOf = async (ids: number[]) =>
  Object.fromEntries(
    (
      await ctx.db
        .select({ id: cards.id, priceCents: cards.priceCents })
        .from(cards)
        .where(inArray(cards.id, ids))
    ).map((row) => [row.id, row.priceCents]),
  );

const storedImports = async () => (await ctx.db.select().from(priceImports)).length;

describe('a TCGplayer pricing export', () => {
  let shelf: Record<string, number>;
  let file: string;

  beforeAll(async () => {
    const rows = await insertCards(ctx.db, [
      {
        name: 'Bolt',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '146',
        priceCents: 100,
      },
      {
        name: 'Bolt',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '146',
        condition: 'Lightly Played',
        priceCents: 80,
      },
      {
        name: 'Sheoldred',
        setName: 'Dominaria United',
        collectorNumber: '107',
        finish: 'foil',
        priceCents: 8000,
      },
      { name: 'Ragavan', setName: 'Modern Horizons 2', collectorNumber: '138', priceCents: 1000 },
      {
        name: 'Held Card',
        setName: 'Foundations',
        collectorNumber: '1',
        priceCents: 500,
        priceLocked: true,
      },
      { name: 'Steady Card', setName: 'Foundations', collectorNumber: '2', priceCents: 300 },
      { name: 'Thoughtseize', setName: 'Theros', collectorNumber: '107', priceCents: 2000 },
      {
        name: 'Bolt',
        setName: 'Magic 2010',
        setCode: 'M10',
        collectorNumber: '146',
        location: 'benton',
        priceCents: 100,
      },
    ]);
    shelf = Object.fromEntries(
      rows.map((row) => [`${row.location}:${row.name}:${row.condition}`, row.id]),
    );
    file = tcgFile([
      tcgRow({
        id: '1001',
        set: 'Magic 2010',
        name: 'Bolt',
        number: '146',
        market: '1.10',
        low: '1.05',
      }),
      tcgRow({
        id: '1002',
        set: 'Dominaria United',
        name: 'Sheoldred',
        number: '107',
        condition: 'Near Mint Foil',
        market: '120.00',
      }),
      tcgRow({ set: 'Modern Horizons 2', name: 'Ragavan', number: '138', market: '20.00' }),
      tcgRow({ set: 'Foundations', name: 'Held Card', number: '1', market: '9.00' }),
      tcgRow({ set: 'Foundations', name: 'Steady Card', number: '2', market: '3.00' }),
      tcgRow({ set: 'Theros', name: 'Thoughtseize', number: '107', market: '', low: '19.00' }),
      tcgRow({ set: 'Nowhere', name: 'Nonexistent Card', number: '9', market: '4.00' }),
    ]);
  });

  const card = (name: string, condition = 'Near Mint', location = 'nlr') =>
    shelf[`${location}:${name}:${condition}`] ?? 0;

  it('previews what it would do, writing nothing to the cards', async () => {
    const before = await pricesOf(Object.values(shelf));
    const answer = await preview(file);
    expect(answer).toMatchObject({
      format: 'tcgplayer',
      fileName: 'prices.csv',
      status: 'previewed',
      up: 4,
      down: 1,
      unchanged: 1,
      locked: 1,
      unmatched: 1,
      appliedChanges: 0,
    });
    // Over 25% and over $2, and over the largest change per file (50%): both wait for review.
    expect(
      answer.needsReview.map((change: { name: string; review: string }) => [
        change.name,
        change.review,
      ]),
    ).toEqual([
      ['Ragavan', 'largestChange'],
      ['Sheoldred', 'threshold'],
    ]);
    expect(answer.needsReview[1]).toMatchObject({
      cardId: card('Sheoldred'),
      set: 'Dominaria United',
      condition: 'Near Mint',
      finish: 'foil',
      oldCents: 8000,
      newCents: 12000,
      percent: 50,
      applied: false,
    });
    // Rises by percent, then drops; the Lightly Played Bolt is the Near Mint price at 90%.
    expect(
      answer.biggest.map((change: { name: string; condition: string; newCents: number }) => [
        change.name,
        change.condition,
        change.newCents,
      ]),
    ).toEqual([
      ['Ragavan', 'Near Mint', 2000],
      ['Sheoldred', 'Near Mint', 12000],
      ['Bolt', 'Lightly Played', 99],
      ['Bolt', 'Near Mint', 110],
      ['Thoughtseize', 'Near Mint', 1900],
    ]);
    expect(await pricesOf(Object.values(shelf))).toEqual(before);
    expect(await ctx.db.select().from(priceHistory)).toEqual([]);

    const again = await ctx.app.inject({
      url: `/api/admin/prices/imports/${answer.id}`,
      headers: owner,
    });
    expect(again.json()).toEqual(answer);
  });

  it('applies the ordinary and the approved changes in one go, once, and keeps their history', async () => {
    const { id, needsReview } = await preview(file);
    const sheoldred = needsReview.find((change: { name: string }) => change.name === 'Sheoldred');

    const applied = await apply(id, [sheoldred.changeId]);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ id, changed: 4, waiting: 1 });
    expect(await pricesOf(Object.values(shelf))).toEqual({
      [card('Bolt')]: 110,
      [card('Bolt', 'Lightly Played')]: 99,
      [card('Sheoldred')]: 12000,
      [card('Ragavan')]: 1000,
      [card('Held Card')]: 500,
      [card('Steady Card')]: 300,
      [card('Thoughtseize')]: 1900,
      [card('Bolt', 'Near Mint', 'benton')]: 100,
    });

    const twice = await apply(id, [sheoldred.changeId]);
    expect(twice.json()).toMatchObject({ changed: 0, waiting: 1 });
    expect(await ctx.db.select().from(priceHistory)).toHaveLength(4);

    const rest = await apply(id, 'all');
    expect(rest.json()).toMatchObject({ changed: 1, waiting: 0 });
    expect(await priceOf(card('Ragavan'))).toBe(2000);
    expect((await apply(id, 'all')).json()).toMatchObject({ changed: 0, waiting: 0 });

    const history = await ctx.app.inject({
      url: `/api/admin/cards/${card('Sheoldred')}/price-history`,
      headers: owner,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      cardId: card('Sheoldred'),
      locked: false,
      entries: [
        {
          oldCents: 8000,
          newCents: 12000,
          source: 'file',
          fileName: 'prices.csv',
          importId: id,
          by: 'Owner',
        },
      ],
    });
    const kept = await ctx.app.inject({ url: `/api/admin/prices/imports/${id}`, headers: owner });
    expect(kept.json()).toMatchObject({ status: 'applied', appliedChanges: 5 });

    // The same file again finds every price as it says: nothing to change.
    expect(await preview(file)).toMatchObject({ up: 0, down: 0, unchanged: 6, locked: 1 });
  });

  it('keeps a matched TCGplayer Id on the card, so a later file matches by it', async () => {
    const renamed = tcgFile([
      tcgRow({ id: '1001', set: 'M10 (renamed)', name: 'Lightning Bolt', market: '1.20' }),
    ]);
    const answer = await preview(renamed);
    expect(answer).toMatchObject({ up: 1, unmatched: 0 });
    expect(answer.biggest[0]).toMatchObject({ cardId: card('Bolt'), newCents: 120 });
  });

  it('applies all but the changes waiting for review with autoApply=unreviewed, the file sent first', async () => {
    const [quiet, jumpy] = await insertCards(ctx.db, [
      { name: 'Night Quiet', setName: 'Nightly', collectorNumber: '1', priceCents: 1000 },
      { name: 'Night Jumpy', setName: 'Nightly', collectorNumber: '2', priceCents: 1000 },
    ]);
    const nightly = tcgFile([
      tcgRow({ set: 'Nightly', name: 'Night Quiet', number: '1', market: '11.00' }),
      tcgRow({ set: 'Nightly', name: 'Night Jumpy', number: '2', market: '30.00' }),
    ]);
    const response = await upload(nightly, { autoApply: 'unreviewed' }, { fileFirst: true });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: 'applied', appliedChanges: 1 });
    expect(response.json().needsReview).toMatchObject([{ name: 'Night Jumpy', applied: false }]);
    expect(await priceOf(quiet?.id ?? 0)).toBe(1100);
    expect(await priceOf(jumpy?.id ?? 0)).toBe(1000);
  });

  it('leaves a card repriced since the preview as it is now: an old preview cannot undo a newer price', async () => {
    const [card] = await insertCards(ctx.db, [
      { name: 'Old Preview', setName: 'Stale', collectorNumber: '1', priceCents: 1000 },
    ]);
    const row = (market: string) =>
      tcgFile([tcgRow({ set: 'Stale', name: 'Old Preview', number: '1', market })]);
    const old = await preview(row('11.00'));
    const newer = await upload(row('12.00'), { autoApply: 'unreviewed' });
    expect(newer.json()).toMatchObject({ status: 'applied', appliedChanges: 1 });
    expect(await priceOf(card?.id ?? 0)).toBe(1200);

    const applied = await apply(old.id, 'all');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().changed).toBe(0);
    expect(await priceOf(card?.id ?? 0)).toBe(1200);
  });

  it('downloads the rows that matched no card under the file’s own header', async () => {
    const { id } = await preview(file);
    const response = await ctx.app.inject({
      url: `/api/admin/prices/imports/${id}/unmatched.csv`,
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe(TCGPLAYER_HEADER);
    expect(lines.slice(1)).toEqual([expect.stringContaining('Nonexistent Card')]);
  });
});

describe('the shop’s own price file', () => {
  it('matches by the card’s identity and prices by the game’s rules', async () => {
    const [card] = await insertCards(ctx.db, [
      {
        name: 'Pikachu',
        gameType: 'Pokemon',
        setName: 'Base Set',
        setCode: 'BS',
        collectorNumber: '58',
        priceCents: 400,
      },
    ]);
    const rules = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/prices/rules?location=nlr',
      headers: owner,
      payload: {
        gameType: 'Pokemon',
        base: 'market',
        percent: '110',
        conditionFactors: {
          'Near Mint': 100,
          'Lightly Played': 90,
          'Moderately Played': 80,
          'Heavily Played': 50,
          Damaged: 25,
        },
        minimum: '0.25',
        costPlusPercent: '',
        rounding: '99',
        maxChangePercent: 50,
        reviewPercent: 25,
        reviewAmount: '2.00',
      },
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const answer = await preview(
      [
        'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price',
        'Pokemon,Pikachu,BS,58,Near Mint,Non-foil,English,4.10',
      ].join('\n'),
    );
    // $4.10 at 110% is $4.51, rounded to $4.99.
    expect(answer).toMatchObject({ format: 'shop', up: 1 });
    expect(answer.biggest[0]).toMatchObject({ cardId: card?.id, oldCents: 400, newCents: 499 });
  });
});

describe('refusals, with nothing written', () => {
  const refused = async (
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    return response.json();
  };

  it('refuses a file with no recognised header', async () => {
    const before = await storedImports();
    const body = await refused(await upload('Name,Price\nBolt,1.00'), 400, 'unknown_price_file');
    expect(body.error).toContain('TCGplayer');
    expect(await storedImports()).toBe(before);
  });

  it('refuses a negative or absurd price, naming the line', async () => {
    const before = await storedImports();
    const negative = await refused(
      await upload(
        tcgFile([
          tcgRow({ set: 'S', name: 'A', market: '1.00' }),
          tcgRow({ set: 'S', name: 'B', market: '-2.00' }),
        ]),
      ),
      400,
      'bad_price',
    );
    expect(negative.error).toContain('Line 3');
    expect(negative.error).toContain('negative');
    const absurd = await refused(
      await upload(tcgFile([tcgRow({ set: 'S', name: 'A', low: '100000.01' })])),
      400,
      'bad_price',
    );
    expect(absurd.error).toContain('above $100000.00');
    expect(await storedImports()).toBe(before);
  });

  it('leaves a card moved to the other store since the preview, as that store’s now', async () => {
    const [mover] = await insertCards(ctx.db, [
      { name: 'Mover', gameType: 'Pokemon', setCode: 'MV', collectorNumber: '7', priceCents: 1000 },
    ]);
    const file = [
      'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price',
      'Pokemon,Mover,MV,7,Near Mint,Non-foil,English,11.00',
    ].join('\n');
    const { id } = await preview(file);
    await ctx.db
      .update(cards)
      .set({ location: 'benton' })
      .where(eq(cards.id, mover?.id ?? 0));
    const applied = await apply(id, 'all');
    expect(applied.json()).toMatchObject({ changed: 0 });
    expect(await priceOf(mover?.id ?? 0)).toBe(1000);
  });

  it('keeps a file name as one line of visible text, at most 200 characters', async () => {
    const response = await upload(
      tcgFile([tcgRow({ set: 'S', name: 'A', market: '1.00' })]),
      {},
      {
        filename: `prices\u202Evsc.${'x'.repeat(5000)}.csv`,
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().fileName).toBe(`pricesvsc.${'x'.repeat(190)}`);
  });

  it('counts a row holding a NUL with the unmatched rows and reads the rest', async () => {
    const file = [
      'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price',
      'Pokemon,Pika\u0000chu,BS,58,Near Mint,Non-foil,English,4.10',
      'Pokemon,Pikachu,BS,58,Near Mint,Non-foil,English,4.10',
    ].join('\n');
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(201);
    const unmatched = await ctx.app.inject({
      url: `/api/admin/prices/imports/${response.json().id}/unmatched.csv`,
      headers: owner,
    });
    expect(unmatched.body).toContain('A NUL character');
  });

  it('refuses a row naming the other store in its Store or Location column', async () => {
    const before = await storedImports();
    const file = [
      'Game,Name,Set code,Collector number,Condition,Finish,Language,Market price,Store',
      'Pokemon,Pikachu,BS,58,Near Mint,Non-foil,English,4.10,nlr',
      'Pokemon,Pikachu,BS,58,Near Mint,Non-foil,English,4.10,Benton',
    ].join('\n');
    const body = await refused(await upload(file), 400, 'other_store');
    expect(body.error).toContain('Line 3');
    const located = file.replace(',Store\n', ',Location\n');
    const again = await refused(await upload(located), 400, 'other_store');
    expect(again.error).toContain('Line 3');
    expect(await storedImports()).toBe(before);
  });

  it('refuses staff of the other store (403), to upload, read or apply', async () => {
    const before = await storedImports();
    await refused(await upload(tcgFile([]), {}, { headers: bentonStaff }), 403, 'forbidden');
    expect(await storedImports()).toBe(before);
    const { id } = await preview(tcgFile([]));
    expect((await apply(id, 'all', bentonStaff)).statusCode).toBe(403);
    const read = await ctx.app.inject({
      url: `/api/admin/prices/imports/${id}`,
      headers: bentonStaff,
    });
    expect(read.statusCode).toBe(403);
  });

  it('refuses an approval of a change the file does not hold for review, applying nothing', async () => {
    const [card] = await insertCards(ctx.db, [
      { name: 'Approval Card', setName: 'Approvals', priceCents: 1000 },
    ]);
    const { id, biggest } = await preview(
      tcgFile([tcgRow({ set: 'Approvals', name: 'Approval Card', market: '10.50' })]),
    );
    const response = await apply(id, [biggest[0].changeId, 999_999]);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('unknown_change');
    expect(await priceOf(card?.id ?? 0)).toBe(1000);
    const bad = await apply(id, 'some' as 'all');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses bad form fields', async () => {
    const response = await upload(tcgFile([]), { format: 'cardmarket', autoApply: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['format', 'autoApply']);
  });
});

describe("a store's nightly script", () => {
  /** A staff API key the owner makes in Settings, as the script sends it. */
  async function keyFor(locations: string[], scopes: string[]) {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/api-keys',
      headers: owner,
      payload: { name: 'Nightly prices', locations, scopes },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { authorization: `Bearer ${made.json().key}` };
  }

  it('uploads and applies a price file with a key of the prices scope, and nothing else may', async () => {
    const [card] = await insertCards(ctx.db, [
      { name: 'Keyed Card', setName: 'Keyed', collectorNumber: '1', priceCents: 1000 },
    ]);
    const nightly = tcgFile([
      tcgRow({ set: 'Keyed', name: 'Keyed Card', number: '1', market: '11.00' }),
    ]);
    const send = (headers: Headers) =>
      upload(nightly, { autoApply: 'unreviewed' }, { headers, fileFirst: true });

    expect((await send(await keyFor(['nlr'], ['imports', 'reports']))).statusCode).toBe(403);
    expect((await send(await keyFor(['benton'], ['prices']))).statusCode).toBe(403);
    expect(await priceOf(card?.id ?? 0)).toBe(1000);

    const applied = await send(await keyFor(['nlr'], ['prices']));
    expect(applied.statusCode, applied.body).toBe(201);
    expect(applied.json()).toMatchObject({ status: 'applied', appliedChanges: 1 });
    expect(await priceOf(card?.id ?? 0)).toBe(1100);
  });

  it('leaves the changes held for review to a person: a key cannot approve them', async () => {
    const [jumpy] = await insertCards(ctx.db, [
      { name: 'Keyed Jumpy', setName: 'Keyed', collectorNumber: '2', priceCents: 1000 },
    ]);
    const headers = await keyFor(['nlr'], ['prices']);
    const sent = await upload(
      tcgFile([tcgRow({ set: 'Keyed', name: 'Keyed Jumpy', number: '2', market: '30.00' })]),
      { autoApply: 'unreviewed' },
      { headers, fileFirst: true },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const [held] = sent.json().needsReview;
    expect(held).toMatchObject({ name: 'Keyed Jumpy', applied: false });

    for (const approve of ['all', [held.changeId]]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/prices/imports/${sent.json().id}/apply`,
        headers,
        payload: { approve },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe(
        'Changes held for review wait for a person: approve them in the dashboard.',
      );
    }
    expect(await priceOf(jumpy?.id ?? 0)).toBe(1000);

    const approved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/prices/imports/${sent.json().id}/apply`,
      headers: owner,
      payload: { approve: [held.changeId] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await priceOf(jumpy?.id ?? 0)).toBe(3000);
  });
});
