import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchandise } from '../../db/schema/index.ts';
import { fixture, setUpImports } from '../../testing/imports.ts';

const { ctx, importFile, apply, exportCsv, shelf } = setUpImports();

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
