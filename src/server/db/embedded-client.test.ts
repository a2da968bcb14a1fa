import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedClient } from './embedded-client.ts';

describe('the embedded client', () => {
  const client = new EmbeddedClient({});
  afterAll(() => client.close());

  it('reads timestamps and dates as text, the way Drizzle converts them', async () => {
    const { rows } = await client.query<[string, string, number]>(
      "select timestamptz '2026-11-26 17:00:00+00', date '2026-11-26', 7",
      [],
      { rowMode: 'array' },
    );
    expect(rows[0]).toEqual(['2026-11-26 17:00:00+00', '2026-11-26', 7]);
  });

  it('still applies a parser a query asks for beyond those', async () => {
    const { rows } = await client.query<{ n: string }>('select 7 as n', [], {
      parsers: { [types.INT4]: (value: string) => `#${value}` },
    });
    expect(rows[0]?.n).toBe('#7');
  });

  it('gives Drizzle the same values inside and outside a transaction', async () => {
    const db = drizzle({ client });
    const moment = sql`select timestamptz '2026-11-26 17:00:00+00' as at`;
    const outside = await db.execute(moment);
    const inside = await db.transaction((tx) => tx.execute(moment));
    expect(outside.rows).toEqual([{ at: '2026-11-26 17:00:00+00' }]);
    expect(inside.rows).toEqual(outside.rows);
  });
});
