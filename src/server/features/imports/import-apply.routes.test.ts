import { asc, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cards, imports, merchandise } from '../../db/schema/index.ts';
import { insertCards, insertMerchandise } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { OWNER_PASSWORD, staffHeaders } from '../../testing/staff.ts';
import { setUpTestApp } from '../../testing/test-app.ts';
import { APPLY_BATCH, STALE_CLAIM_MS } from './import-apply.ts';

const ctx = setUpTestApp({ adminPassword: OWNER_PASSWORD });
let owner: { authorization: string };

beforeAll(async () => {
  owner = await staffHeaders(ctx.app);
});

const SHOP_CARD_HEADER =
  'Name,Game,Set name,Set code,Collector number,Condition,Finish,Language,Grading service,Grade,Rarity,Price,Quantity';

/** A file of `count` distinct cards named `<prefix> <n>`, card n in stock n % 5 + 1 times. */
function cardFile(prefix: string, count: number): string {
  const rows = Array.from(
    { length: count },
    (_, n) =>
      `${prefix} ${n},Magic: The Gathering,Magic 2010,M10,${n},Near Mint,non-foil,English,,,common,0.25,${(n % 5) + 1}`,
  );
  return [SHOP_CARD_HEADER, ...rows].join('\n');
}

async function preview(
  content: string,
  kind: 'cards' | 'merchandise' = 'cards',
): Promise<{ id: number; added: number; updated: number }> {
  const body = multipartBody(
    { location: 'nlr', kind },
    { field: 'file', filename: 'bulk.csv', type: 'text/csv', content: Buffer.from(content) },
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

const apply = (id: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/imports/${id}/apply`, headers: owner });
const status = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/imports/${id}`, headers: owner })).json();

/** The stock of every card named `<prefix> <n>`, by n. */
async function stockOf(prefix: string): Promise<Map<number, number>> {
  const rows = await ctx.db
    .select({ name: cards.name, stock: cards.stock })
    .from(cards)
    .where(like(cards.name, `${prefix} %`))
    .orderBy(asc(cards.id));
  return new Map(rows.map((row) => [Number(row.name.slice(prefix.length + 1)), row.stock]));
}

const expected = (count: number) =>
  new Map(Array.from({ length: count }, (_, n) => [n, (n % 5) + 1]));

const auditEntries = async (id: number) =>
  (await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'import'))).filter(
    (entry) => entry.entityId === String(id),
  );

describe('an apply of more items than a batch', () => {
  it('resumes after a failed batch from the last batch written, adding no stock twice', async () => {
    const count = APPLY_BATCH * 2 + 200;
    const kept = await preview(cardFile('Resumed Goblin', count));
    // The second batch fails: the database refuses one of its cards.
    await ctx.db.execute(sql`
      create function refuse_goblin() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_goblin before insert on cards for each row
        when (new.name = ${sql.raw(`'Resumed Goblin ${APPLY_BATCH + 7}'`)})
        execute function refuse_goblin()`);
    const failed = await apply(kept.id);
    expect(failed.statusCode).toBe(500);
    expect(await stockOf('Resumed Goblin')).toEqual(expected(APPLY_BATCH));
    expect(await status(kept.id)).toMatchObject({ appliedItems: APPLY_BATCH, appliedAt: null });
    expect(await auditEntries(kept.id)).toEqual([]);

    await ctx.db.execute(sql`drop trigger refuse_goblin on cards`);
    const resumed = await apply(kept.id);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ appliedItems: count, added: count });
    expect(resumed.json().appliedAt).not.toBeNull();
    expect(await stockOf('Resumed Goblin')).toEqual(expected(count));
    expect(await auditEntries(kept.id)).toHaveLength(1);
  });

  it('is refused a second time once finished, adding nothing', async () => {
    const kept = await preview(cardFile('Twice Goblin', APPLY_BATCH + 10));
    expect((await apply(kept.id)).statusCode).toBe(200);
    const again = await apply(kept.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'import_applied',
      error: 'This import has already been applied.',
    });
    expect(await stockOf('Twice Goblin')).toEqual(expected(APPLY_BATCH + 10));
  });

  it('runs once when applied twice at the same time: the second is refused while the first runs', async () => {
    const count = APPLY_BATCH * 3;
    const kept = await preview(cardFile('Raced Goblin', count));
    const answers = await Promise.all([apply(kept.id), apply(kept.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe(
      'import_applying',
    );
    expect(await stockOf('Raced Goblin')).toEqual(expected(count));
    expect(await auditEntries(kept.id)).toHaveLength(1);
  });

  it('waits for an apply under way, and takes over one that stopped answering', async () => {
    const count = APPLY_BATCH + 50;
    const kept = await preview(cardFile('Orphan Goblin', count));
    // An apply that claimed the import a moment ago, and wrote nothing yet.
    await ctx.db.update(imports).set({ applyingSince: new Date() }).where(eq(imports.id, kept.id));
    const busy = await apply(kept.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: 'import_applying',
      error: 'This import is being applied already; wait for it to finish.',
    });
    expect(await stockOf('Orphan Goblin')).toEqual(new Map());

    // The same apply, its process gone since: its claim grew stale.
    await ctx.db
      .update(imports)
      .set({ applyingSince: new Date(Date.now() - STALE_CLAIM_MS - 1000) })
      .where(eq(imports.id, kept.id));
    expect((await apply(kept.id)).statusCode).toBe(200);
    expect(await stockOf('Orphan Goblin')).toEqual(expected(count));
  });
});

describe('an apply that would stop part-way on what the store holds now', () => {
  it('is refused before its first batch when an item’s stock grew past the limit, writing nothing', async () => {
    const [chosen] = await insertCards(ctx.db, [
      { name: 'Grown Charizard', gameType: 'Pokemon', setCode: 'OBF', collectorNumber: '223' },
    ]);
    const file = [
      cardFile('Unwritten Goblin', APPLY_BATCH + 200),
      'Grown Charizard,Pokemon,Foundations,OBF,223,Near Mint,non-foil,English,,,,1.00,50000',
    ].join('\n');
    const kept = await preview(file);
    expect(kept).toMatchObject({ added: APPLY_BATCH + 200, updated: 1 });
    // Staff restock the card between the preview and the apply.
    await ctx.db
      .update(cards)
      .set({ stock: 60_000 })
      .where(eq(cards.id, chosen?.id ?? 0));

    const refused = await apply(kept.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'stock_limit',
      error:
        "Grown Charizard has 60000 in stock now; adding the file's 50000 would pass 100000, the most one item may have. Lower its stock and apply again: the items already written are not written twice.",
    });
    expect(await stockOf('Unwritten Goblin')).toEqual(new Map());
    expect(await status(kept.id)).toMatchObject({ appliedItems: 0, appliedAt: null });
    expect(await auditEntries(kept.id)).toEqual([]);

    await ctx.db
      .update(cards)
      .set({ stock: 1 })
      .where(eq(cards.id, chosen?.id ?? 0));
    expect((await apply(kept.id)).statusCode).toBe(200);
    expect(await stockOf('Unwritten Goblin')).toEqual(expected(APPLY_BATCH + 200));
  });

  it('is refused before its first batch when a barcode the file gives went to another product', async () => {
    const rows = Array.from(
      { length: APPLY_BATCH + 20 },
      (_, n) => `UNWRITTEN-${n},Unwritten box ${n},,,,,1.00,1,`,
    );
    const file = [
      'SKU,Name,Category,Game,Supplier,Description,Price,Stock,Barcode',
      ...rows,
      'UNWRITTEN-LAST,Last box,,,,,1.00,1,036000291452',
    ].join('\n');
    const kept = await preview(file, 'merchandise');
    expect(kept).toMatchObject({ added: APPLY_BATCH + 21 });
    await insertMerchandise(ctx.db, [{ sku: 'OTHER-1', barcode: '036000291452' }]);

    const refused = await apply(kept.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('barcode_taken');
    expect(
      await ctx.db.select().from(merchandise).where(like(merchandise.sku, 'UNWRITTEN-%')),
    ).toEqual([]);
    expect(await status(kept.id)).toMatchObject({ appliedItems: 0, appliedAt: null });
  });
});
