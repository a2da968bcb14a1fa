import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards } from '../../db/schema/index.ts';
import { insertCards } from '../../testing/factories.ts';
import { setUpPriceImports, tcgFile, tcgRow } from '../../testing/price-imports.ts';

const { ctx, staff, upload, preview, apply, priceOf, storedImports } = setUpPriceImports();

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
    expect(absurd.error).toContain('above $100,000.00');
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
      headers: staff.owner,
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
    await refused(await upload(tcgFile([]), {}, { headers: staff.bentonStaff }), 403, 'forbidden');
    expect(await storedImports()).toBe(before);
    const { id } = await preview(tcgFile([]));
    expect((await apply(id, 'all', staff.bentonStaff)).statusCode).toBe(403);
    const read = await ctx.app.inject({
      url: `/api/admin/prices/imports/${id}`,
      headers: staff.bentonStaff,
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
