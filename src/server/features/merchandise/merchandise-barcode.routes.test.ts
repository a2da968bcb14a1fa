import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
});

const product = { name: 'Booster Box', price: '120.00', stock: 2, location: 'nlr' };
const create = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/merchandise', headers: owner, payload });

const HEADER = 'SKU,Name,Category,Game,Supplier,Description,Price,Stock,Barcode';

async function preview(lines: string[]) {
  const body = multipartBody(
    { location: 'nlr', kind: 'merchandise' },
    {
      field: 'file',
      filename: 'products.csv',
      type: 'text/csv',
      content: Buffer.from([HEADER, ...lines].join('\n')),
    },
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { ...owner, ...body.headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe("a product's barcode", () => {
  it('is kept when its check digit matches, and shown to staff only', async () => {
    const created = await create({ ...product, barcode: ' 036000291452 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().barcode).toBe('036000291452');
    const { id } = created.json();
    const staff = await ctx.app.inject({ url: `/api/admin/merchandise/${id}`, headers: owner });
    expect(staff.json().barcode).toBe('036000291452');
    const shopper = await ctx.app.inject({ url: `/api/merchandise/${id}` });
    expect(shopper.json()).not.toHaveProperty('barcode');
  });

  it('is refused when it is no UPC or EAN, or its check digit is wrong', async () => {
    const wrongDigit = await create({ ...product, name: 'Misread', barcode: '036000291453' });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().fields).toEqual({
      barcode: 'This barcode’s check digit does not match',
    });
    const short = await create({ ...product, name: 'Short', barcode: '12345' });
    expect(short.json().fields).toEqual({
      barcode: 'Enter a 12-digit UPC or 13-digit EAN barcode',
    });
  });

  it("is one product's in a store: a second is refused 409, another store may have it", async () => {
    expect((await create({ ...product, barcode: '4006381333931' })).statusCode).toBe(201);
    const again = await create({ ...product, name: 'Same Code', barcode: '4006381333931' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'barcode_taken',
      fields: { barcode: 'Another product at this store has this barcode.' },
    });
    const list = await ctx.app.inject({
      url: '/api/admin/merchandise?location=nlr&q=Same%20Code',
      headers: owner,
    });
    expect(list.json().items).toEqual([]);
    const benton = await create({ ...product, location: 'benton', barcode: '4006381333931' });
    expect(benton.statusCode).toBe(201);
  });

  it('is imported and exported, refusing a bad or repeated one', async () => {
    const read = await preview([
      'BAR-1,Playmat,Accessories,,,,20.00,3,0820650853012',
      'BAR-2,Sleeves,Accessories,,,,5.00,3,0820650853013',
      'BAR-3,Deck Box,Accessories,,,,4.00,3,036000291452',
      'BAR-4,Dice,Accessories,,,,2.00,3,0820650853012',
    ]);
    expect(read).toMatchObject({ added: 1, refused: 3 });
    expect(read.refusedRows).toEqual([
      { line: 3, column: 'Barcode', reason: 'This barcode’s check digit does not match' },
      { line: 4, column: 'Barcode', reason: "barcode 036000291452 is another product's" },
      { line: 5, column: 'Barcode', reason: 'barcode 0820650853012 is SKU "BAR-1"\'s' },
    ]);
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/imports/${read.id}/apply`,
      headers: owner,
    });
    expect(applied.statusCode).toBe(200);

    const exported = await ctx.app.inject({
      url: '/api/admin/exports/merchandise.csv?location=nlr',
      headers: owner,
    });
    const lines = exported.body.trim().split('\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines.find((line) => line.startsWith('BAR-1'))?.endsWith(',0820650853012')).toBe(true);
  });
});
