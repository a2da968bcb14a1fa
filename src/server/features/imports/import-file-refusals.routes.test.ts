import { describe, expect, it } from 'vitest';
import { fixture, setUpImports } from '../../testing/imports.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';

const { ctx, importFile, apply, shelf } = setUpImports();

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
