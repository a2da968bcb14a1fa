import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
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

  it('runs a statement of plain parameters in one call, each parameter read by its type', async () => {
    const calls = vi.spyOn(client, 'execProtocolStream');
    const { rows } = await client.query<{
      t: string;
      n: number;
      b: boolean;
      big: string;
      nil: null;
    }>(
      'select $1::text as t, $2::int + 1 as n, not $3::boolean as b, $4::bigint * 2 as big, $5::int as nil',
      ['Black Lotus', 41, true, 9007199254740993n, null],
    );
    expect(rows[0]).toEqual({
      t: 'Black Lotus',
      n: 42,
      b: false,
      big: 18014398509481986n,
      nil: null,
    });
    expect(calls).toHaveBeenCalledTimes(1);
    calls.mockRestore();
  });

  it('still serialises other parameters by their types', async () => {
    const { rows } = await client.query<{ ids: number[]; at: string }>(
      'select $1::int[] as ids, $2::timestamptz as at',
      [[1, 2, 3], new Date('2026-11-26T17:00:00Z')],
    );
    expect(rows[0]).toEqual({ ids: [1, 2, 3], at: '2026-11-26 17:00:00+00' });
  });

  it('refuses a bad statement with the database error, and goes on after it', async () => {
    await client.query('create table one_trip (id int primary key)');
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into one_trip values ($1)', [1]);
      await tx.query('insert into one_trip values ($1)', [1]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', constraint: 'one_trip_pkey' });
    await client.query('insert into one_trip values ($1)', [2]);
    const { rows } = await client.query<{ id: number }>('select id from one_trip');
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('keeps a statement prepared for its next run, and no more statements than it keeps', async () => {
    const kept = async (text: string) =>
      (
        await client.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements where statement = $1',
          [text],
        )
      ).rows[0]?.n;
    const text = 'select $1::int * 2 as doubled';
    await client.query(text, [2]);
    const { rows } = await client.query<{ doubled: number }>(text, [21]);
    expect(rows).toEqual([{ doubled: 42 }]);
    expect(await kept(text)).toBe(1);

    for (let i = 0; i < 250; i++) await client.query(`select ${i} + $1::int as n`, [1]);
    const { rows: all } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where name like 'shop_%'",
    );
    expect(all[0]?.n).toBeLessThanOrEqual(201);
    expect(await kept(text)).toBe(0);
  });

  it('answers with the new columns after a change of schema', async () => {
    await client.query('create table schema_change (id int primary key)');
    await client.query('insert into schema_change values ($1)', [1]);
    const read = () => client.query('select * from schema_change where id = $1', [1]);
    expect((await read()).rows).toEqual([{ id: 1 }]);
    await client.query('alter table schema_change add column note text');
    expect((await read()).rows).toEqual([{ id: 1, note: null }]);
  });
});
