/**
 * `npm run bench [-- --cards 100000 --credit-entries 100000 --checkouts 200 --duration 10]`:
 * starts the production server on a fresh large catalog and ledger and measures it: with
 * autocannon the server's own ceiling (health), catalog pages, a deep page, text searches
 * (single ones, and 200 in rotation so that no cache of answers could serve them), a
 * merchandise list, the buylist (its first page and 200 searches in rotation) and the credit
 * report; the counter's Scan or search (names and SKUs) and 10-line cash sales, each while
 * website searches load the server beside them; then checkouts one at a time through the
 * HTTP API, card only and part store credit in turns. `--short` is a quick run on small data
 * (2,000 cards and ledger entries a store, 2 s a scenario, 20 checkouts of each kind) to see
 * that every scenario works; `--only checkout,credit` measures the scenarios whose names hold one of those
 * words. Prints a table and writes JSON to bench-results/. With DATABASE_URL set it measures
 * that PostgreSQL server instead (its catalog tables are emptied and refilled first).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { presetRange } from '../src/domain/reports/report-range.ts';
import { addDays, storeDate } from '../src/domain/shared/dates.ts';
import { loadEnv } from '../src/server/env.ts';
import { benchCheckouts } from './lib/bench-checkout.ts';
import { benchCounterSales, generatedSkus, lookupRoutes } from './lib/bench-counter.ts';
import { merchandiseFor, peakMemoryMb, prepareBenchData } from './lib/bench-data.ts';
import { createMeasure, type Routes, type Row, settle, timedRow } from './lib/bench-measure.ts';
import {
  cursorAfter,
  ROTATION,
  rotatingBuylistSearches,
  rotatingFilteredSearches,
  rotatingSearches,
  texts,
} from './lib/bench-routes.ts';
import { percentile } from './lib/percentile.ts';
import { BROWSER_ENCODINGS, ownerToken } from './lib/shop-api.ts';
import { startShop, stopShop } from './lib/shop-process.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string' },
    'credit-entries': { type: 'string' },
    checkouts: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    short: { type: 'boolean', default: false },
    only: { type: 'string' },
    out: { type: 'string', default: 'bench-results' },
  },
});
/** Each size as asked, or else the full run's or the short run's. */
const size = (asked: string | undefined, full: number, short: number) =>
  asked === undefined ? (values.short ? short : full) : Number(asked);
const cardsPerStore = size(values.cards, 100_000, 2000);
const creditEntriesPerStore = size(values['credit-entries'], 100_000, 2000);
const checkouts = size(values.checkouts, 200, 20);
const duration = size(values.duration, 10, 2);
const connections = Number(values.connections);
const only = values.only?.split(',').map((word) => word.trim().toLowerCase());
const wanted = (name: string) => !only || only.some((word) => name.toLowerCase().includes(word));
const adminPassword = 'bench-admin-password';
const merchandisePerStore = merchandiseFor(cardsPerStore);

const env = loadEnv();
const engine = env.DATABASE_URL ? 'postgres' : 'pglite';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));

/** The counter's scans and searches at once: two registers in each store. */
const COUNTER_CLIENTS = 4;
/** The website's shoppers searching the catalog while the counter works. */
const WEBSITE_CLIENTS = 20;
/** Products whose SKUs the sales' stock is also looked up by, beside the names. */
const SKUS_FOR_STOCK = 300;

const measure = createMeasure({ duration, connections });

const seedSeconds = await prepareBenchData(env, dataDir, { cardsPerStore, creditEntriesPerStore });
const coldStartBegin = performance.now();
const shop = await startShop({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: adminPassword,
  // The checkouts' customers all sign up from here, as a store's players do on its Wi-Fi.
  STORE_NETWORKS: '127.0.0.1',
  ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
});
const coldStartMs = Math.round(performance.now() - coldStartBegin);
const pid = shop.child.pid ?? 0;

const rows: Row[] = [];
let checkoutLine = '';
try {
  const owner = await ownerToken(shop, adminPassword);
  const deep = wanted('deep page')
    ? await cursorAfter(shop.url, Math.min(48_000, cardsPerStore / 2))
    : '';
  const today = storeDate();
  const credit = (location: string, from: string) =>
    `/api/admin/reports/credit?location=${location}&from=${from}&to=${today}`;
  const lastMonth = presetRange('last30', today).from;
  const lastYear = addDays(today, -364);
  // Searches at 10 connections run before those at 50, whose backlog would spill into them.
  const scenarios: [string, Routes, number?, Record<string, string>?][] = [
    ['health', '/api/health'],
    ['cards, first page', '/api/cards?location=nlr'],
    // As a browser asks: the page kept compressed, not compressed again for each request.
    ['cards, first page, brotli', '/api/cards?location=nlr', undefined, BROWSER_ENCODINGS],
    ['cards, filtered page', '/api/cards?location=nlr&gameType=Pokemon&condition=Near%20Mint'],
    ['cards, deep page (~2,000)', `/api/cards?location=nlr&cursor=${deep}`],
    ['merchandise, Benton', '/api/merchandise?location=benton'],
    ['search "dragon" (many) at 10', '/api/cards?location=nlr&q=dragon', 10],
    [
      'search "phoenix of embers" (few) at 10',
      '/api/cards?location=nlr&q=phoenix%20of%20embers',
      10,
    ],
    ['search "a" (everything) at 10', '/api/cards?location=nlr&q=a', 10],
    ['search "dragon" (many)', '/api/cards?location=nlr&q=dragon'],
    // A search is not kept, so each answer is compressed afresh.
    [
      'search "dragon" (many), brotli',
      '/api/cards?location=nlr&q=dragon',
      undefined,
      BROWSER_ENCODINGS,
    ],
    ['search "phoenix of embers" (few)', '/api/cards?location=nlr&q=phoenix%20of%20embers'],
    ['search "a" (everything)', '/api/cards?location=nlr&q=a'],
    [`${ROTATION} searches in rotation`, rotatingSearches],
    [`${ROTATION} filtered searches in rotation`, rotatingFilteredSearches],
    ['buylist, first page', '/api/buylist?location=nlr'],
    [`buylist: ${ROTATION} searches in rotation`, rotatingBuylistSearches],
  ];
  const ownerHeaders = { authorization: `Bearer ${owner}` };
  // One caller at a time: the report's own time, as the owner opening the tab waits for it.
  scenarios.push(
    ['credit report, nlr, last 30 days at 1', credit('nlr', lastMonth), 1, ownerHeaders],
    ['credit report, both, last 365 days at 1', credit('all', lastYear), 1, ownerHeaders],
  );
  for (const [name, route, clients, headers] of scenarios) {
    if (name !== 'health' && !wanted(name)) continue;
    rows.push(await measure(shop.url, name, route, clients, headers));
    process.stdout.write(`measured ${name}\n`);
    await settle(shop.url);
  }
  if (wanted('counter')) {
    const skus = generatedSkus(merchandisePerStore);
    const websiteLoad = (name: string) =>
      measure(shop.url, name, rotatingSearches, WEBSITE_CLIENTS);
    // The counter's own requests and the website's searches share the server, as in a store
    // open while the website is busy.
    rows.push(
      ...(await Promise.all([
        measure(
          shop.url,
          'counter Scan or search, names and SKUs in turn, amid website searches',
          lookupRoutes(texts, skus),
          COUNTER_CLIENTS,
          ownerHeaders,
        ),
        websiteLoad(`website: ${ROTATION} searches in rotation, beside Scan or search`),
      ])),
    );
    await settle(shop.url);
    const sales = await benchCounterSales(
      shop,
      owner,
      [...texts, ...skus.slice(0, SKUS_FOR_STOCK)],
      duration,
      () => websiteLoad(`website: ${ROTATION} searches in rotation, beside counter sales`),
    );
    rows.push(
      timedRow(
        'counter sale, 10 lines, cash, amid website searches',
        '/api/admin/counter/sales',
        sales.times,
        sales.failed,
      ),
      sales.alongside,
    );
    process.stdout.write(`measured the counter (${sales.times.length} sales)\n`);
  }
  if (wanted('checkout')) {
    const times = await benchCheckouts(shop, owner, checkouts);
    rows.push(
      timedRow(
        'checkout, card only',
        '/api/create-payment-intent',
        times.cardOnly,
        times.failed.cardOnly,
      ),
      timedRow(
        'checkout, part store credit',
        '/api/create-payment-intent',
        times.withCredit,
        times.failed.withCredit,
      ),
    );
    const gap = percentile(times.withCredit, 50) - percentile(times.cardOnly, 50);
    checkoutLine = `${checkouts} checkouts of each kind, one at a time: part credit's p50 is ${gap.toFixed(1)} ms ${gap >= 0 ? 'above' : 'below'} card only's (target: within 5 ms)`;
    process.stdout.write('measured checkouts\n');
  }
} finally {
  const peak = peakMemoryMb(pid);
  await stopShop(shop.child);
  rmSync(dataDir, { recursive: true, force: true });
  const health = rows[0]?.rps ?? 1;
  for (const row of rows) row.ratio = Number((row.rps / health).toFixed(2));

  const lines = [
    `Bench ${new Date().toISOString()} on ${engine}, ${cardsPerStore.toLocaleString('en-US')} cards a store; ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `catalog and ${creditEntriesPerStore.toLocaleString('en-US')} ledger entries a store seeded in ${seedSeconds.toFixed(1)} s; cold start ${coldStartMs} ms; peak server memory ${peak.toFixed(0)} MB`,
    ...(checkoutLine ? [checkoutLine] : []),
    '',
    '| scenario | connections | req/s | p50 ms | p99 ms | errors | timeouts | vs health |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.connections} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.timeouts} | ${row.ratio} |`,
    ),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n`);
  mkdirSync(values.out, { recursive: true });
  const file = path.join(
    values.out,
    `bench-${engine}-${cardsPerStore}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      {
        engine,
        cardsPerStore,
        creditEntriesPerStore,
        checkouts,
        duration,
        coldStartMs,
        peakMemoryMb: peak,
        seedSeconds,
        rows,
      },
      null,
      2,
    ),
  );
  process.stdout.write(`\nwritten to ${file}\n`);
}
