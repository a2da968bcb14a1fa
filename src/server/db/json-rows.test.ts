import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOnFirstStart } from '../demo-data.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { oneOf, prepareTableRowsAsJson } from './json-rows.ts';
import { cards, merchandise, tournaments } from './schema/index.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedOnFirstStart(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('rows read as one JSON value', () => {
  // Between them: text, numbers, booleans, nulls, dates, times and timestamps.
  it.each([
    ['cards', cards],
    ['merchandise', merchandise],
    ['tournaments', tournaments],
  ] as const)('are the rows a plain select answers (%s)', async (name, table) => {
    const plain = await database.db.select().from(table).orderBy(asc(table.id));
    const read = prepareTableRowsAsJson(database.db, {
      name: `all_${name}`,
      table,
      where: sql`${table.id} > ${sql.placeholder('after')}`,
    });
    const viaJson = await read({ after: 0 });
    expect(plain.length).toBeGreaterThan(5);
    expect(viaJson.sort((a, b) => a.id - b.id)).toEqual(plain);
  });

  it('answers the rows whose id is in a list, and none when nothing matches', async () => {
    const byIds = prepareTableRowsAsJson(database.db, {
      name: 'cards_by_ids_test',
      table: cards,
      where: oneOf(cards.id, 'ids'),
    });
    expect(await byIds({ ids: [-1] })).toEqual([]);
    expect((await byIds({ ids: [1, 2] })).map((card) => card.id).sort()).toEqual([1, 2]);
  });
});
