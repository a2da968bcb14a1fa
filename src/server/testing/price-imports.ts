import { eq, inArray } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { cards, priceImports } from '../db/schema/index.ts';
import { multipartBody } from './multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from './staff.ts';
import { setUpTestApp } from './test-app.ts';

type Headers = { authorization: string };

export const TCGPLAYER_HEADER =
  'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL';

/** A TCGplayer pricing export's row: the columns the shop reads, the rest blank. */
export function tcgRow(row: {
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

export const tcgFile = (rows: string[], header = TCGPLAYER_HEADER) => [header, ...rows].join('\n');

/**
 * The shop of a price import route test file: the owner and Benton's clerk signed in, and the
 * calls that upload, preview and apply a price file and read the prices it left. Filled in
 * before the file's tests run.
 */
export function setUpPriceImports() {
  const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
  const staff = {} as { owner: Headers; bentonStaff: Headers };

  beforeAll(async () => {
    await insertEmployees(ctx.db);
    staff.owner = await staffHeaders(ctx.app);
    staff.bentonStaff = await staffHeaders(ctx.app, 'benton-staff');
  });

  function upload(
    content: string,
    fields: Record<string, string> = {},
    { headers = staff.owner, fileFirst = false, filename = 'prices.csv' } = {},
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

  const apply = (id: number, approve: 'all' | number[], headers = staff.owner) =>
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

  return { ctx, staff, upload, preview, apply, priceOf, pricesOf, storedImports };
}
