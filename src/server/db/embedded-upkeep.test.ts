import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { createEmbeddedUpkeep } from './embedded-upkeep.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/**
 * The entries the poll for due mail reads from the outbox's index, live or left behind: the
 * index scanned on its own (a bitmap scan), before the table says which rows still stand.
 */
async function dueIndexEntries(): Promise<number> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const result = await tx.execute(sql`explain (analyze, format json)
      select id from outbox where status = 'pending' and next_attempt_at <= now()`);
    const [row] = (result as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }).rows;
    const plan = row?.['QUERY PLAN'][0].Plan;
    const scan = plan && nodes(plan).find((node) => node['Index Name'] === 'outbox_due_idx');
    if (!scan) throw new Error('the poll did not use the index of due mail');
    return scan['Actual Rows'];
  });
}

describe('the embedded database upkeep', () => {
  it('clears what sent mail left in the index of due mail, and gives the planner statistics', async () => {
    await handle.db.execute(sql`
      insert into outbox (idempotency_key, kind, to_address, subject, html, text)
      select 'upkeep:' || n, 'test', 'player@example.com', 'Hello', '<p>Hello</p>', 'Hello'
      from generate_series(1, 300) as n`);
    await handle.db.execute(sql`update outbox set status = 'sent', sent_at = now()`);
    expect(await dueIndexEntries()).toBeGreaterThanOrEqual(300);

    await createEmbeddedUpkeep(handle.db).tidy({ analyze: true });

    expect(await dueIndexEntries()).toBe(0);
    const stats = await handle.db.execute(
      sql`select count(*)::int as columns from pg_stats where tablename = 'outbox'`,
    );
    expect((stats as { rows: { columns: number }[] }).rows[0]?.columns).toBeGreaterThan(0);
  });
});
