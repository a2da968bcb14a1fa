import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cards, merchandise } from '../../db/schema/index.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
});

const MERCHANDISE_HEADER = 'SKU,Name,Category,Game,Supplier,Description,Price,Stock';
const SHOP_CARD_HEADER =
  'Name,Game,Set name,Set code,Collector number,Condition,Finish,Language,Grading service,Grade,Rarity,Price,Quantity';

function send(
  content: Buffer | string,
  fields: Record<string, string>,
  { fileFirst = false } = {},
) {
  const body = multipartBody(
    fields,
    {
      field: 'file',
      filename: 'stock.csv',
      type: 'text/csv',
      content: Buffer.isBuffer(content) ? content : Buffer.from(content),
    },
    { fileFirst },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
}

const products = (content: Buffer | string) =>
  send(content, { location: 'nlr', kind: 'merchandise' });
const cardFile = (content: Buffer | string) => send(content, { location: 'nlr', kind: 'cards' });
const apply = (id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/apply`, headers: owner });
const productBySku = async (sku: string) =>
  (await ctx.db.select().from(merchandise).where(eq(merchandise.sku, sku)))[0];

describe('a form sent the way curl sends it', () => {
  it('reads the fields that come after the file', async () => {
    const response = await send(
      `${MERCHANDISE_HEADER}\nCURL-1,Sleeves,,,,,4.99,3\n`,
      { location: 'nlr', kind: 'merchandise', mode: 'add' },
      { fileFirst: true },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'merchandise', added: 1, refused: 0 });
  });
});

describe('quantities', () => {
  it('refuses rows of one SKU past the editor’s most, so 25,000 rows of 100,000 apply without error', async () => {
    const rows = Array.from({ length: 25_000 }, () => 'BULK-1,Bulk box,,,,,1.00,100000');
    const preview = (await products([MERCHANDISE_HEADER, ...rows].join('\n'))).json();
    expect(preview).toMatchObject({ added: 1, refused: 24_999 });
    expect(preview.refusedRows[0]).toEqual({
      line: 3,
      column: 'Stock',
      reason: 'with the rows of this item above it, more than 100000, the most one item may have',
    });
    const applied = await apply(preview.id);
    expect(applied.statusCode).toBe(200);
    expect((await productBySku('BULK-1'))?.stock).toBe(100_000);
  });

  it('refuses, when adding, a row that would take the stock already in the store past 100,000', async () => {
    const stocked = (
      await products(`${MERCHANDISE_HEADER}\nFULL-1,Full box,,,,,1.00,99998\n`)
    ).json();
    expect((await apply(stocked.id)).statusCode).toBe(200);

    const added = (
      await products(
        `${MERCHANDISE_HEADER}\nFULL-2,Other box,,,,,1.00,5\nFULL-1,Full box,,,,,1.00,3\n`,
      )
    ).json();
    expect(added).toMatchObject({ added: 1, updated: 0, refused: 1 });
    expect(added.refusedRows).toEqual([
      {
        line: 3,
        column: 'Stock',
        reason: 'with the 99998 already in stock, more than 100000, the most one item may have',
      },
    ]);
    expect((await apply(added.id)).statusCode).toBe(200);
    expect((await productBySku('FULL-1'))?.stock).toBe(99_998);

    const set = (
      await send(`${MERCHANDISE_HEADER}\nFULL-1,Full box,,,,,1.00,3\n`, {
        location: 'nlr',
        kind: 'merchandise',
        mode: 'set',
      })
    ).json();
    expect(set).toMatchObject({ updated: 1, refused: 0 });
  });

  it('checks the limit again on apply, for stock that grew after the preview', async () => {
    const first = (await products(`${MERCHANDISE_HEADER}\nGROW-1,Growing box,,,,,1.00,5\n`)).json();
    expect((await apply(first.id)).statusCode).toBe(200);
    const more = (await products(`${MERCHANDISE_HEADER}\nGROW-1,Growing box,,,,,1.00,10\n`)).json();
    expect(more).toMatchObject({ updated: 1, refused: 0 });
    await ctx.db.update(merchandise).set({ stock: 99_995 }).where(eq(merchandise.sku, 'GROW-1'));

    const refused = await apply(more.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'stock_limit',
      error:
        "Growing box has 99995 in stock now; adding the file's 10 would pass 100000, the most one item may have. Lower its stock and apply again: the items already written are not written twice.",
    });
    expect((await productBySku('GROW-1'))?.stock).toBe(99_995);
  });

  it('refuses hexadecimal, binary and exponent quantities rather than reading them as numbers', async () => {
    const preview = (
      await products(
        [MERCHANDISE_HEADER, 'NUM-1,A,,,,,1,0x10', 'NUM-2,B,,,,,1,0b11', 'NUM-3,C,,,,,1,1e2'].join(
          '\n',
        ),
      )
    ).json();
    expect(preview.refusedRows.map((row: { reason: string }) => row.reason)).toEqual([
      'Stock "0x10" is not a whole number from 0 to 100000',
      'Stock "0b11" is not a whole number from 0 to 100000',
      'Stock "1e2" is not a whole number from 0 to 100000',
    ]);
  });
});

describe('text the editor would not take', () => {
  it('refuses a 5 MB name and a 100,000-character SKU in the preview, quoting neither', async () => {
    const response = await products(
      [
        MERCHANDISE_HEADER,
        `LONG-NAME,${'x'.repeat(5 * 1024 * 1024)},,,,,1,1`,
        `${'S'.repeat(100_000)},Long SKU,,,,,1,1`,
      ].join('\n'),
    );
    expect(response.statusCode).toBe(201);
    expect(response.body.length).toBeLessThan(2000);
    expect(response.json().refusedRows).toEqual([
      { line: 2, column: 'Name', reason: 'Name is longer than 200 characters' },
      { line: 3, column: 'SKU', reason: 'SKU is longer than 100 characters' },
    ]);
  });

  it('refuses control characters and line breaks in names and SKUs', async () => {
    const preview = (
      await products(
        [
          MERCHANDISE_HEADER,
          '"CTL-1","Two\nlines",,,,,1,1',
          '"CTL\t2",Tabbed SKU,,,,,1,1',
          'CTL-3,Bell\u0007,,,,,1,1',
          '"CTL-4",Fine,,,,"A description\nof two lines",1,1',
        ].join('\n'),
      )
    ).json();
    expect(preview).toMatchObject({ added: 1, refused: 3 });
    expect(preview.refusedRows.map((row: { column: string }) => row.column)).toEqual([
      'Name',
      'SKU',
      'Name',
    ]);
  });
});

describe('files that are CSV in their own way', () => {
  it('reads a quote inside a field as an inch mark', async () => {
    const preview = await products(`${MERCHANDISE_HEADER}\nMAT-24,Playmat 24",,,,,19.99,2\n`);
    expect(preview.statusCode).toBe(201);
    expect((await apply(preview.json().id)).statusCode).toBe(200);
    expect((await productBySku('MAT-24'))?.name).toBe('Playmat 24"');
  });

  it('refuses a row with a NUL byte and reads the rest', async () => {
    const response = await products(
      `${MERCHANDISE_HEADER}\nNUL-1,Nul\u0000name,,,,,1,1\nNUL-2,Fine,,,,,1,1\n`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ added: 1, refused: 1 });
    expect((await apply(response.json().id)).statusCode).toBe(200);
  });

  it('reads a Windows-1252 file as Excel wrote it', async () => {
    const windows = Buffer.concat([
      Buffer.from(`${SHOP_CARD_HEADER}\n`),
      Buffer.from([0x43, 0x61, 0x66, 0xe9]),
      Buffer.from(',Magic: The Gathering,Alpha,LEA,1,Near Mint,non-foil,English,,,Common,1.00,1\n'),
    ]);
    const preview = (await cardFile(windows)).json();
    expect(preview).toMatchObject({ added: 1, refused: 0 });
    await apply(preview.id);
    const [card] = await ctx.db
      .select()
      .from(cards)
      .where(eq(cards.setCode, 'LEA'))
      .orderBy(asc(cards.id));
    expect(card?.name).toBe('Café');
  });
});

describe('rows that are not what the header says', () => {
  it('refuses a row with fewer cells than the header as such, not for what its cells hold', async () => {
    const preview = (
      await cardFile(
        [
          SHOP_CARD_HEADER,
          'Short,Magic',
          'Cut Goblin,Magic: The Gathering,Alpha,LEA,1,Near Mint',
          'Whole Goblin,Magic: The Gathering,Alpha,LEA,2,Near Mint,non-foil,English,,,Common,1.00,1',
        ].join('\n'),
      )
    ).json();
    expect(preview).toMatchObject({ added: 1, refused: 2 });
    expect(preview.refusedRows).toEqual([
      { line: 2, column: 'Set name', reason: 'the row has 2 cells, the header has 13' },
      { line: 3, column: 'Finish', reason: 'the row has 6 cells, the header has 13' },
    ]);
  });
});

describe('rows longer than the header', () => {
  it('are refused when the cells past the header hold anything, and read when they are empty', async () => {
    const preview = (
      await products(
        [
          MERCHANDISE_HEADER,
          'LONG-1,Filled past the header,,,,,1.00,1,extra,extra',
          'LONG-2,Empty past the header,,,,,1.00,1,,',
        ].join('\n'),
      )
    ).json();
    expect(preview).toMatchObject({ added: 1, refused: 1 });
    expect(preview.refusedRows).toEqual([
      { line: 2, column: '', reason: 'the row has 10 cells, the header has 8' },
    ]);
  });
});

describe('rows that span lines', () => {
  it('are named by the line they start on', async () => {
    const preview = (
      await products(
        [
          MERCHANDISE_HEADER,
          '"ML-1",Fine,,,,"A description\nof two lines",1,1',
          'ML-2,Bad price,,,,,x,1',
          '"ML-3",,,,,"Nameless\nover two lines",1,1',
        ].join('\n'),
      )
    ).json();
    expect(preview.refusedRows).toEqual([
      expect.objectContaining({ line: 4, column: 'Price' }),
      expect.objectContaining({ line: 5, column: 'Name' }),
    ]);
  });
});

describe('rows of one card in the shop’s own file', () => {
  it('are summed when they agree, and refused, naming the first line, when they price it otherwise', async () => {
    const row = (price: string, quantity: number) =>
      `Twin Goblin,Magic: The Gathering,Alpha,LEA,77,Near Mint,non-foil,English,,,Common,${price},${quantity}`;
    const preview = (
      await cardFile([SHOP_CARD_HEADER, row('1.00', 2), row('2.00', 3), row('1.00', 1)].join('\n'))
    ).json();
    expect(preview).toMatchObject({ added: 1, refused: 1 });
    expect(preview.refusedRows).toEqual([
      { line: 3, column: 'Price', reason: 'this card has 1.00 on line 2' },
    ]);
    expect((await apply(preview.id)).statusCode).toBe(200);
    const [card] = await ctx.db.select().from(cards).where(eq(cards.name, 'Twin Goblin'));
    expect(card).toMatchObject({ priceCents: 100, stock: 3 });
  });
});

describe('rows of one SKU', () => {
  it('are summed when they agree, and refused, naming the first line, when they name or price it otherwise', async () => {
    const preview = (
      await products(
        [
          MERCHANDISE_HEADER,
          'TWIN-1,Twin box,,,,,10.00,3',
          'TWIN-1,Twin box again,,,,,10.00,4',
          'TWIN-1,Twin box,,,,,12.00,5',
          'TWIN-1,Twin box,,,,,10,2',
        ].join('\n'),
      )
    ).json();
    expect(preview).toMatchObject({ added: 1, refused: 2 });
    expect(preview.refusedRows).toEqual([
      { line: 3, column: 'Name', reason: 'SKU "TWIN-1" is named "Twin box" on line 2' },
      { line: 4, column: 'Price', reason: 'SKU "TWIN-1" has 10.00 on line 2' },
    ]);
    expect((await apply(preview.id)).statusCode).toBe(200);
    expect(await productBySku('TWIN-1')).toMatchObject({
      name: 'Twin box',
      priceCents: 1000,
      stock: 5,
    });
  });
});

describe('a file of 60,000 bad rows', () => {
  it('lists the first 1,000 with the count, and downloads every one as CSV', async () => {
    const rows = Array.from({ length: 60_000 }, (_, n) => `BAD-${n},Bad row,,,,,1,lots`);
    const response = await products([MERCHANDISE_HEADER, ...rows].join('\n'));
    expect(response.statusCode).toBe(201);
    expect(response.body.length).toBeLessThan(150_000);
    const preview = response.json();
    expect(preview).toMatchObject({ added: 0, refused: 60_000 });
    expect(preview.refusedRows).toHaveLength(1000);

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/imports/${preview.id}/refused.csv`,
      headers: owner,
    });
    expect(download.statusCode).toBe(200);
    const lines = download.body.trimEnd().split('\n');
    expect(lines).toHaveLength(60_001);
    expect(lines[0]).toBe('Line,Column,Reason');
    expect(lines[60_000]).toBe(
      '60001,Stock,"Stock ""lots"" is not a whole number from 0 to 100000"',
    );
  });
});
