import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { selectRowsAsJson } from './json-rows.ts';
import { cards, merchandise, tournaments } from './schema/index.ts';
import { seedOnFirstStart } from './seed/seed.ts';

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
  ] as const)('are the rows a plain select answers (%s)', async (_name, table) => {
    const plain = await database.db.select().from(table).orderBy(asc(table.id));
    const viaJson = await selectRowsAsJson(database.db, table, undefined);
    expect(plain.length).toBeGreaterThan(5);
    expect(viaJson.sort((a, b) => a.id - b.id)).toEqual(plain);
  });

  it('answers no rows when nothing matches', async () => {
    expect(await selectRowsAsJson(database.db, cards, eq(cards.id, -1))).toEqual([]);
  });
});
