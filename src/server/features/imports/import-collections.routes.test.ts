import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { fixture, setUpImports } from '../../testing/imports.ts';

const { ctx, importFile, apply, shelf } = setUpImports();

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
