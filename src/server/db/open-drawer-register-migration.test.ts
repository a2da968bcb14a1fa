import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../testing/migrations.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { cashDrawers } from './schema/index.ts';

const MIGRATION = '0043_open_drawer_register_any_case';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  await database.migrate(migrationsBefore(MIGRATION));
  // Before the migration "Main" and "MAIN" could be open together; a closed "main" is history.
  await database.db.execute(sql`
    insert into cash_drawers (location, register, status, float_cents, opened_by)
    values
      ('nlr', 'main', 'closed', 100, 'Owner'),
      ('nlr', 'Main', 'open', 100, 'Owner'),
      ('nlr', 'MAIN', 'open', 200, 'Owner'),
      ('benton', 'main', 'open', 300, 'Owner'),
      ('nlr', 'Front', 'open', 400, 'Owner')
  `);
  await database.migrate();
});

afterAll(async () => {
  await database.close();
});

describe(`migration ${MIGRATION} on a store with two open drawers differing in case`, () => {
  it('keeps the oldest name and renames the later drawer after its id', async () => {
    expect(
      await database.db
        .select({
          id: cashDrawers.id,
          location: cashDrawers.location,
          register: cashDrawers.register,
        })
        .from(cashDrawers)
        .orderBy(asc(cashDrawers.id)),
    ).toEqual([
      { id: 1, location: 'nlr', register: 'main' },
      { id: 2, location: 'nlr', register: 'Main' },
      { id: 3, location: 'nlr', register: 'MAIN #3' },
      { id: 4, location: 'benton', register: 'main' },
      { id: 5, location: 'nlr', register: 'Front' },
    ]);
  });

  it('refuses a second open drawer whose register differs only in case', async () => {
    await expect(
      database.db.execute(sql`
        insert into cash_drawers (location, register, float_cents, opened_by)
        values ('nlr', 'front', 0, 'Owner')
      `),
    ).rejects.toThrow();
  });
});
