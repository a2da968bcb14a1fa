/**
 * `npm run bench:reports [-- --orders 100000 --cards 100000 --credit-entries 100000 --calls 20]`:
 * a fresh embedded database with a big catalog, a year of that many orders and of that many
 * store-credit ledger entries a store, then each report
 * endpoint called through the real HTTP API (owner signed in) over the Reports tab's ranges,
 * for one store and for both together. Prints each call's median and slowest time.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { presetRange } from '../src/domain/reports/report-range.ts';
import { addDays, storeDate } from '../src/domain/shared/dates.ts';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { cards, customerOrders, customers, orderItems } from '../src/server/db/schema/index.ts';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog.ts';
import { seedLargeCredit } from '../src/server/db/seed/large-credit.ts';
import { seedLargeOrders, setRollupTriggers } from '../src/server/db/seed/large-orders.ts';
import { percentile } from './lib/percentile.ts';
import { ownerToken } from './lib/shop-api.ts';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    cards: { type: 'string', default: '100000' },
    'credit-entries': { type: 'string', default: '100000' },
    calls: { type: 'string', default: '20' },
  },
});
const ordersPerStore = Number(values.orders);
const cardsPerStore = Number(values.cards);
const creditEntriesPerStore = Number(values['credit-entries']);
const calls = Number(values.calls);
const password = 'bench-reports-password';
/** The issue's bar: any report answers within this on the embedded database. */
const BUDGET_MS = 300;

const say = (line: string) => process.stdout.write(`${line}\n`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-reports-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
let started = performance.now();
await database.migrate();
await seedLargeCatalog(database.db, { cards: cardsPerStore, merchandise: 5000, tournaments: 500 });
say(
  `catalog: ${cardsPerStore} cards a store in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
started = performance.now();
await seedLargeOrders(database.db, ordersPerStore);
say(`orders: ${ordersPerStore} a store in ${((performance.now() - started) / 1000).toFixed(1)} s`);
started = performance.now();
await seedLargeCredit(database.db, creditEntriesPerStore);
say(
  `ledger: ${creditEntriesPerStore} entries a store in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const app = await buildApp({
  db: database.db,
  uploadsDir: path.join(dataDir, 'uploads'),
  adminPassword: password,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** Times `count` paid orders of two North Little Rock cards, each in its own transaction. */
async function timeOrderWrites(count: number) {
  const { db } = database;
  const [buyer] = await db.select({ id: customers.id }).from(customers).limit(1);
  const sold = await db.select().from(cards).where(eq(cards.location, 'nlr')).limit(2);
  if (!buyer || sold.length < 2) throw new Error('no buyer or cards to sell');
  const times: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const begun = performance.now();
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(customerOrders)
        .values({
          customerId: buyer.id,
          orderNumber: `BENCH-${Date.now().toString(36)}-${n}`,
          pickupCode: 'BENCH',
          status: 'paid',
          paymentStatus: 'succeeded',
          subtotalCents: 200,
          totalAmountCents: 200,
          location: 'nlr',
        })
        .returning({ id: customerOrders.id });
      if (!order) throw new Error('no order written');
      await tx.insert(orderItems).values(
        sold.map((card) => ({
          orderId: order.id,
          itemType: 'card' as const,
          itemId: card.id,
          itemName: card.name,
          quantity: 1,
          unitPriceCents: 100,
          totalPriceCents: 100,
        })),
      );
    });
    times.push(performance.now() - begun);
  }
  return times.sort((a, b) => a - b);
}

let slowest = 0;
try {
  const authorization = `Bearer ${await ownerToken({ url: base }, password)}`;
  const today = storeDate();
  const ranges = {
    'last 30 days': presetRange('last30', today),
    'this year': presetRange('year', today),
    'last 182 days': { from: addDays(today, -181), to: today },
    'last 365 days': { from: addDays(today, -364), to: today },
  };
  const reports = [
    'sales',
    'top-items?sort=revenue',
    'top-items?sort=units',
    'stock?list=low',
    'stock?list=slow',
    'events',
    'refunds',
    'pickup-queue',
    'credit',
  ];
  say(
    `\n${'report'.padEnd(26)}${'store'.padEnd(8)}${'range'.padEnd(15)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}`,
  );
  for (const location of ['nlr', 'all']) {
    for (const [rangeName, range] of Object.entries(ranges)) {
      for (const report of reports) {
        const [name, extra] = report.split('?');
        const url = `${base}/api/admin/reports/${name}?location=${location}&from=${range.from}&to=${range.to}${extra ? `&${extra}` : ''}`;
        const times: number[] = [];
        for (let call = 0; call < calls + 1; call += 1) {
          const begun = performance.now();
          const response = await fetch(url, { headers: { authorization } });
          await response.text();
          if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
          // The first call warms the statement and the page cache; it is not counted.
          if (call > 0) times.push(performance.now() - begun);
        }
        times.sort((a, b) => a - b);
        const p99 = percentile(times, 99);
        slowest = Math.max(slowest, p99);
        say(
          `${report.padEnd(26)}${location.padEnd(8)}${rangeName.padEnd(15)}${percentile(times, 50).toFixed(0).padStart(8)}${p99.toFixed(0).padStart(8)}`,
        );
      }
    }
  }
  say(`\nslowest p99 ${slowest.toFixed(0)} ms (budget ${BUDGET_MS} ms)`);
  // What keeping the rollup costs each sale: an order of two lines written with its triggers
  // and without them.
  for (const rollup of [true, false]) {
    await setRollupTriggers(database.db, rollup);
    const times = await timeOrderWrites(calls * 20);
    say(
      `order of 2 lines ${rollup ? 'with' : 'without'} the rollup: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
    );
  }
  await setRollupTriggers(database.db, true);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
if (slowest > BUDGET_MS) process.exitCode = 1;
