import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  customers,
  storeCreditBalances,
  storeCreditEntries,
  storeCreditHolds,
} from '../../db/schema/index.ts';
import { DomainError } from '../../errors.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { createStoreCreditRepository } from './store-credit.repository.ts';
import { createStoreCreditService, type LedgerChange } from './store-credit.service.ts';

let database: DatabaseHandle;
let now = new Date('2026-05-01T15:00:00Z');
let ledger: ReturnType<typeof createStoreCreditService>;

beforeAll(async () => {
  database = await createTestDatabase();
  ledger = createStoreCreditService({
    db: database.db,
    repository: createStoreCreditRepository(database.db),
    clock: () => now,
  });
});
afterAll(async () => {
  await database.close();
});

async function newCustomer(): Promise<number> {
  const [row] = await database.db
    .insert(customers)
    .values({ email: `ledger-${randomUUID()}@example.com`, passwordHash: 'x' })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

const change = (customerId: number, amountCents: number): LedgerChange => ({
  customerId,
  amountCents,
  location: 'nlr',
  by: { kind: 'customer', customerId },
});

const credit = (customerId: number, cents: number) =>
  database.db.transaction((tx) =>
    ledger.credit(tx, 'issued', { ...change(customerId, cents), note: 'Opening credit' }),
  );

/** What the entries add up to, and the balance row, which must always agree. */
async function sumAndBalance(customerId: number) {
  const [sum] = await database.db
    .select({ cents: sql<number>`coalesce(sum(${storeCreditEntries.amountCents}), 0)::int` })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.customerId, customerId));
  return { sum: sum?.cents, balance: await ledger.balance(customerId) };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof DomainError
    ? result.reason.code
    : result.status;

describe('the store-credit ledger', () => {
  it('lets 20 checkouts spending the same $10 at once take it once, never below zero', async () => {
    const customerId = await newCustomer();
    await credit(customerId, 1000);
    const spends = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) => ledger.spend(tx, change(customerId, 1000))),
      ),
    );
    const codes = spends.map(codeOf);
    expect(codes.filter((code) => code === 'fulfilled')).toHaveLength(1);
    expect(codes.filter((code) => code === 'insufficient_credit')).toHaveLength(19);
    expect(await sumAndBalance(customerId)).toEqual({ sum: 0, balance: 0 });
  });

  it('lets a crowd of smaller spends through only as far as the balance goes', async () => {
    const customerId = await newCustomer();
    await credit(customerId, 1000);
    const spends = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) => ledger.spend(tx, change(customerId, 300))),
      ),
    );
    expect(spends.filter((spend) => spend.status === 'fulfilled')).toHaveLength(3);
    expect(await sumAndBalance(customerId)).toEqual({ sum: 100, balance: 100 });
  });

  it('records the balance after each entry, and rolls the credit back with its transaction', async () => {
    const customerId = await newCustomer();
    const first = await credit(customerId, 2500);
    const spent = await database.db.transaction((tx) => ledger.spend(tx, change(customerId, 700)));
    expect([first.balanceAfterCents, spent.balanceAfterCents, spent.amountCents]).toEqual([
      2500, 1800, -700,
    ]);
    await expect(
      database.db.transaction(async (tx) => {
        await ledger.spend(tx, change(customerId, 800));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await sumAndBalance(customerId)).toEqual({ sum: 1800, balance: 1800 });
  });

  it('refuses in the database to edit or delete an entry, or to take a balance below zero', async () => {
    const customerId = await newCustomer();
    const entry = await credit(customerId, 500);
    await expect(
      database.db
        .update(storeCreditEntries)
        .set({ amountCents: 50_000 })
        .where(eq(storeCreditEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(storeCreditEntries).where(eq(storeCreditEntries.id, entry.id)),
    ).rejects.toThrow();
    await expect(
      database.db
        .update(storeCreditBalances)
        .set({ balanceCents: -1 })
        .where(eq(storeCreditBalances.customerId, customerId)),
    ).rejects.toThrow();
    expect(await sumAndBalance(customerId)).toEqual({ sum: 500, balance: 500 });
  });

  it('answers insufficient_credit for a spend from an account that never had credit', async () => {
    const customerId = await newCustomer();
    const [spend] = await Promise.allSettled([
      database.db.transaction((tx) => ledger.spend(tx, change(customerId, 1))),
    ]);
    expect(spend && codeOf(spend)).toBe('insufficient_credit');
  });
});

describe('credit held by a checkout in progress', () => {
  const hold = (customerId: number, cents: number, expiresAt: Date) =>
    database.db.transaction((tx) =>
      ledger.hold(tx, { ...change(customerId, cents), checkoutId: null, expiresAt }),
    );

  it('cannot be spent twice, and comes back once when the payment fails', async () => {
    const customerId = await newCustomer();
    await credit(customerId, 1000);
    const held = await hold(customerId, 1000, new Date(now.getTime() + 30 * 60_000));
    const [again] = await Promise.allSettled([hold(customerId, 1000, now)]);
    expect(again && codeOf(again)).toBe('insufficient_credit');

    const releases = await Promise.all(
      [1, 2].map(() => database.db.transaction((tx) => ledger.releaseHold(tx, held.holdId))),
    );
    expect(releases.filter((entry) => entry !== null)).toHaveLength(1);
    expect(releases.find((entry) => entry !== null)).toMatchObject({
      kind: 'released',
      amountCents: 1000,
      balanceAfterCents: 1000,
    });
    expect(await sumAndBalance(customerId)).toEqual({ sum: 1000, balance: 1000 });
  });

  it('stays spent once the payment goes through, and is then never released', async () => {
    const customerId = await newCustomer();
    await credit(customerId, 1000);
    const held = await hold(customerId, 400, new Date(now.getTime() + 60_000));
    expect(await database.db.transaction((tx) => ledger.settleHold(tx, held.holdId))).toBe(true);
    expect(await database.db.transaction((tx) => ledger.releaseHold(tx, held.holdId))).toBeNull();
    now = new Date(now.getTime() + 3_600_000);
    await ledger.releaseExpiredHolds();
    expect(await sumAndBalance(customerId)).toEqual({ sum: 600, balance: 600 });
  });

  it('comes back when the payment expires without an answer', async () => {
    const customerId = await newCustomer();
    await credit(customerId, 1000);
    const held = await hold(customerId, 1000, new Date(now.getTime() + 30 * 60_000));
    expect(await ledger.releaseExpiredHolds()).toBe(0);
    now = new Date(now.getTime() + 31 * 60_000);
    expect(await ledger.releaseExpiredHolds()).toBeGreaterThanOrEqual(1);
    const [row] = await database.db
      .select()
      .from(storeCreditHolds)
      .where(eq(storeCreditHolds.id, held.holdId));
    expect(row?.releasedEntryId).not.toBeNull();
    expect(await sumAndBalance(customerId)).toEqual({ sum: 1000, balance: 1000 });
  });
});
