import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cards, merchandise } from '../../db/schema/index.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { insertEmployees, OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };

beforeAll(async () => {
  await insertEmployees(ctx.db);
  owner = await staffHeaders(ctx.app);
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name));

function importFile(
  content: Buffer | string,
  fields: Record<string, string>,
  { headers = owner, filename = 'collection.csv' } = {},
) {
  const body = multipartBody(
    { location: 'nlr', kind: 'cards', ...fields },
    {
      field: 'file',
      filename,
      type: 'text/csv',
      content: Buffer.isBuffer(content) ? content : Buffer.from(content),
    },
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/imports',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const apply = (id: number, headers = owner) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/apply`, headers });

const exportCsv = (url: string) => ctx.app.inject({ method: 'GET', url, headers: owner });

/** Every card of a store as it stands, to show what an import did or did not change. */
const shelf = (location: 'nlr' | 'benton' = 'nlr') =>
  ctx.db.select().from(cards).where(eq(cards.location, location)).orderBy(asc(cards.id));

describe('a ManaBox collection', () => {
  it('previews what it would add and refuses broken rows by line and column, writing nothing', async () => {
    const response = await importFile(fixture('manabox.csv'), { location: 'benton' });
    expect(response.statusCode).toBe(201);
    const preview = response.json();
    expect(preview).toMatchObject({
      format: 'manabox',
      added: 21,
      updated: 0,
      refused: 6,
      needsPrice: 21,
    });
    expect(preview.refusedRows).toEqual([
      { line: 23, column: 'Name', reason: 'Name is missing' },
      {
        line: 24,
        column: 'Quantity',
        reason: 'Quantity "two" is not a whole number from 0 to 100000',
      },
      { line: 25, column: 'Condition', reason: 'unknown condition "mint_condition"' },
      { line: 26, column: 'Foil', reason: 'unknown finish "shiny"' },
      {
        line: 27,
        column: 'Purchase price',
        reason: 'Purchase price "abc" is not a price like 19.99',
      },
      { line: 28, column: 'Language', reason: 'unknown language "xx"' },
    ]);
    expect(await shelf('benton')).toEqual([]);
  });

  it('applies in one go: the cards are in the store, unlisted until priced, in the search and lists', async () => {
    const preview = (await importFile(fixture('manabox.csv'), { location: 'benton' })).json();
    // Read first, so the applied import must reach a cached list and the search index.
    await ctx.app.inject({ method: 'GET', url: '/api/cards?location=benton' });
    const applied = await apply(preview.id);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().appliedAt).not.toBeNull();

    const stocked = await shelf('benton');
    expect(stocked).toHaveLength(21);
    expect(stocked.reduce((sum, card) => sum + card.stock, 0)).toBe(
      [...Array(21).keys()].reduce((sum, i) => sum + 1 + (i % 4), 0),
    );
    expect(stocked.every((card) => !card.forSale && card.priceCents === 0)).toBe(true);
    expect(new Set(stocked.map((card) => card.condition))).toEqual(
      new Set(['Near Mint', 'Lightly Played', 'Moderately Played', 'Heavily Played', 'Damaged']),
    );
    expect(new Set(stocked.map((card) => card.finish))).toEqual(
      new Set(['non-foil', 'foil', 'etched']),
    );
    expect(stocked.find((card) => card.language === 'Chinese (Simplified)')).toBeDefined();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/cards?location=benton' });
    expect(list.json().total).toBe(21);
    const search = await ctx.app.inject({
      method: 'GET',
      url: '/api/cards?location=benton&q=ragavan',
    });
    expect(search.json().items.map((card: { name: string }) => card.name)).toContain(
      'Ragavan, Nimble Pilferer',
    );
  });

  it('does not double the stock on a second apply of the same preview', async () => {
    const preview = (await importFile(fixture('manabox.csv'), { location: 'benton' })).json();
    expect(preview).toMatchObject({ added: 0, updated: 21 });
    const before = await shelf('benton');
    expect((await apply(preview.id)).statusCode).toBe(200);
    const once = await shelf('benton');
    expect(once.map((card) => card.stock)).toEqual(before.map((card) => card.stock * 2));

    const again = await apply(preview.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This import has already been applied.');
    expect(await shelf('benton')).toEqual(once);
  });

  it('records one audit entry per applied import: who, the file and its counts', async () => {
    const entries = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'import'));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      actor: 'Owner',
      location: 'benton',
      action: 'create',
      after: { name: 'collection.csv', kind: 'cards', added: 21, updated: 0, refused: 6 },
    });
  });
});

describe('an import of thousands of cards', () => {
  it('reaches the search at once, and so does the stock a second import adds', async () => {
    const header = readFileSync(
      path.join(import.meta.dirname, 'fixtures', 'manabox.csv'),
      'utf8',
    ).split('\n')[0];
    const rows = Array.from(
      { length: 2500 },
      (_, n) =>
        `Bulk,binder,Bulk Goblin ${n},m10,Magic 2010,${n + 1},normal,common,2,${n},00000000-aaaa-bbbb-cccc-${String(n).padStart(12, '0')},0.25,false,false,near_mint,en,USD`,
    );
    const file = [header, ...rows].join('\n');
    const search = async (q: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/cards?location=nlr&q=${encodeURIComponent(q)}`,
        })
      ).json();
    expect((await search('bulk goblin')).total).toBe(0);

    for (const quantity of [2, 4]) {
      const preview = (await importFile(file, { location: 'nlr' })).json();
      expect((await apply(preview.id)).statusCode).toBe(200);
      expect(await search('bulk goblin')).toMatchObject({ total: 1000, totalCapped: true });
      expect((await search('bulk goblin 2499')).items).toMatchObject([
        { name: 'Bulk Goblin 2499', quantity },
      ]);
    }
  });
});

describe('a Moxfield collection priced by markup', () => {
  it('prices new cards from their purchase price plus the markup, and counts the ones without', async () => {
    const preview = (
      await importFile(fixture('moxfield.csv'), { pricing: 'markup:50', mode: 'set' })
    ).json();
    expect(preview).toMatchObject({ format: 'moxfield', added: 39, refused: 5 });
    expect(preview.needsPrice).toBe(8);
    expect(preview.refusedRows.map((row: { column: string }) => row.column)).toEqual([
      'Edition',
      'Count',
      'Condition',
      'Language',
      'Proxy',
    ]);
    expect(preview.refusedRows[4]).toEqual({
      line: 45,
      column: 'Proxy',
      reason: 'a proxy is not a real card; the shop does not stock it',
    });
    await apply(preview.id);
    const priced = (await shelf()).filter((card) => card.forSale);
    expect(priced).toHaveLength(31);
    // Counterspell, the second row: bought for 1.75, plus half is 2.625.
    expect(
      priced.find((card) => card.name === 'Counterspell' && card.condition === 'Near Mint')
        ?.priceCents,
    ).toBe(263);
  });
});

describe('a TCGplayer collection', () => {
  it('needs the game picked, since the format names none', async () => {
    const unpicked = (await importFile(fixture('tcgplayer.csv'), { location: 'benton' })).json();
    expect(unpicked.refused).toBe(23);
    expect(unpicked.refusedRows[0]).toEqual({
      line: 2,
      column: 'Game',
      reason: 'choose the game these cards are for',
    });

    const picked = (
      await importFile(fixture('tcgplayer.csv'), { location: 'benton', gameType: 'Pokemon' })
    ).json();
    expect(picked).toMatchObject({ format: 'tcgplayer', added: 20, refused: 3 });
    await apply(picked.id);
    const pokemon = (await shelf('benton')).filter((card) => card.gameType === 'Pokemon');
    expect(new Set(pokemon.map((card) => card.finish))).toEqual(new Set(['non-foil', 'foil']));
  });
});

describe("the shop's own files", () => {
  it('round-trips: an export imported with Set stock changes nothing', async () => {
    const first = (await importFile(fixture('shop-cards.csv'), {})).json();
    expect(first).toMatchObject({ format: 'shop', refused: 5, needsPrice: 1 });
    await apply(first.id);
    const before = await shelf();

    const exported = await exportCsv('/api/admin/exports/cards.csv?location=nlr');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body).toContain("'=cmd|' /C calc'!A0");

    const back = (await importFile(exported.body, { mode: 'set' })).json();
    expect(back).toMatchObject({ added: 0, updated: before.length, refused: 0 });
    expect((await apply(back.id)).statusCode).toBe(200);
    const after = await shelf();
    expect(after.map(({ updatedAt: _at, ...card }) => card)).toEqual(
      before.map(({ updatedAt: _at, ...card }) => card),
    );
  });

  it('exports cards in the TCGplayer format too, which reads back as the same cards', async () => {
    const exported = await exportCsv('/api/admin/exports/cards.csv?location=nlr&format=tcgplayer');
    expect(exported.body.split('\n')[0]).toBe(
      'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language,Rarity,Product ID,SKU',
    );
    const magic = (
      await importFile(exported.body, { gameType: 'Magic: The Gathering', mode: 'set' })
    ).json();
    expect(magic.refused).toBe(0);
  });

  it('imports and exports merchandise keyed by SKU, guarding formulas', async () => {
    const preview = (
      await importFile(fixture('shop-merchandise.csv'), { kind: 'merchandise' })
    ).json();
    expect(preview).toMatchObject({ kind: 'merchandise', added: 8, refused: 3, needsPrice: 1 });
    await apply(preview.id);
    const products = await ctx.db.select().from(merchandise).orderBy(asc(merchandise.id));
    expect(products.find((product) => product.sku === 'PKM-SV151-ETB')?.stock).toBe(12);

    const exported = await exportCsv('/api/admin/exports/merchandise.csv?location=nlr');
    expect(exported.body).toContain(`"'=HYPERLINK(""x"")"`);
    const back = (await importFile(exported.body, { kind: 'merchandise', mode: 'set' })).json();
    expect(back).toMatchObject({ added: 0, updated: 8, refused: 0 });
  });
});

describe('refusals', () => {
  it('refuses a file whose header is no known format, changing nothing', async () => {
    const before = await shelf();
    const response = await importFile('Card,Qty\nLightning Bolt,4\n', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/matches none of the formats/);
    expect(await shelf()).toEqual(before);
  });

  it('says a semicolon-separated file must be comma-separated, in any format, changing nothing', async () => {
    const before = await shelf();
    const semicolons =
      'Name;Game;Set name;Set code;Collector number;Condition;Finish;Language;Grading service;Grade;Rarity;Price;Quantity\nSemi Card;Magic: The Gathering;S;SS;1;Near Mint;Non-foil;English;;;Rare;1,50;1\n';
    const message =
      'The file is separated by semicolons; the shop reads comma-separated CSV. Save it as "CSV (comma delimited)" and import it again.';
    const forms: Record<string, string>[] = [{}, { format: 'shop' }, { kind: 'merchandise' }];
    for (const fields of forms) {
      const response = await importFile(semicolons, fields);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ file: message });
    }
    expect(await shelf()).toEqual(before);
  });

  it('refuses a chosen format whose columns the file lacks', async () => {
    const response = await importFile(fixture('manabox.csv'), { format: 'moxfield' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^The header row lacks Count, Tradelist Count/);
  });

  it("keeps staff to their own store's stock", async () => {
    const benton = await staffHeaders(ctx.app, 'benton-staff');
    expect((await importFile(fixture('manabox.csv'), {}, { headers: benton })).statusCode).toBe(
      403,
    );
    const theirs = (
      await importFile(fixture('manabox.csv'), { location: 'benton' }, { headers: benton })
    ).json();
    const nlr = await staffHeaders(ctx.app, 'nlr-manager');
    expect((await apply(theirs.id, nlr)).statusCode).toBe(403);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/exports/cards.csv?location=nlr',
      headers: benton,
    });
    expect(refused.statusCode).toBe(403);
    // The refusal is not a file: a browser shows it rather than saving it as cards-nlr.csv.
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.headers['content-type']).toContain('application/json');
  });

  it('refuses an empty file, in any format, rather than keeping an import of nothing', async () => {
    for (const format of ['auto', 'manabox']) {
      const empty = await importFile('', { format });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toEqual({
        file: 'The file is empty: it has no header row, nor any rows.',
      });
    }
    const merchandiseFile = await importFile('', { kind: 'merchandise' });
    expect(merchandiseFile.statusCode).toBe(400);
  });

  it('refuses bad form fields and a missing file', async () => {
    const bad = await importFile(fixture('manabox.csv'), { mode: 'double', pricing: 'free' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      mode: 'mode must be add or set',
      pricing: 'pricing must be unlisted or markup:<percent>',
    });
  });
});

describe('a file over the size limit', () => {
  const small = setUpTestApp({ adminPassword: OWNER_PASSWORD, importMaxBytes: 1024 });

  it('is refused with a clear message', async () => {
    const headers = await staffHeaders(small.app);
    const body = multipartBody(
      { location: 'nlr', kind: 'cards' },
      { field: 'file', filename: 'big.csv', type: 'text/csv', content: fixture('moxfield.csv') },
    );
    const response = await small.app.inject({
      method: 'POST',
      url: '/api/admin/imports',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'payload_too_large',
      error:
        'The file is larger than 1 KB, the most the shop imports at once. Split it into smaller files.',
    });
  });
});
