import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { storeCreditEntries } from '../../db/schema/index.ts';
import { serverUrl, setUpTwoInstances } from '../../testing/instances.ts';
import { insertCustomer } from '../../testing/orders.ts';
import { createStoreCreditRepository } from './store-credit.repository.ts';
import { createStoreCreditService } from './store-credit.service.ts';

const instances = setUpTwoInstances();

const ledgerOn = (db: Database) =>
  createStoreCreditService({ db, repository: createStoreCreditRepository(db) });

describe.skipIf(!serverUrl)('the hold sweeper on several instances', () => {
  it('gives each lapsed hold back once when every instance sweeps at the same moment', async () => {
    const [a, b] = [instances[0]?.db, instances[1]?.db];
    if (!a || !b) throw new Error('the instances did not start');
    const customerId = await insertCustomer(a, 'Sweeps');
    const change = { customerId, location: 'nlr', by: { kind: 'shop' } } as const;
    const lapsed = new Date(Date.now() - 60_000);
    await a.transaction(async (tx) => {
      await ledgerOn(a).credit(tx, 'issued', { ...change, amountCents: 10_000 });
      for (let i = 0; i < 20; i++) {
        await ledgerOn(a).hold(tx, {
          ...change,
          amountCents: 100,
          checkoutId: null,
          expiresAt: lapsed,
        });
      }
    });

    const released = await Promise.all(
      [a, b, a, b].map((db) => ledgerOn(db).releaseExpiredHolds()),
    );
    // The instances' own sweepers may take some in between: together, never more than there were.
    expect(released.reduce((total, count) => total + count, 0)).toBeLessThanOrEqual(20);

    const [entries] = await a
      .select({ total: sum(storeCreditEntries.amountCents) })
      .from(storeCreditEntries)
      .where(eq(storeCreditEntries.customerId, customerId));
    const back = await a
      .select()
      .from(storeCreditEntries)
      .where(
        and(eq(storeCreditEntries.customerId, customerId), eq(storeCreditEntries.kind, 'released')),
      );
    expect(back).toHaveLength(20);
    expect(Number(entries?.total)).toBe(10_000);
    expect(await ledgerOn(b).balance(customerId)).toBe(10_000);
  });
});
