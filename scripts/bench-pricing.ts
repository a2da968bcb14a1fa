/**
 * `npm run bench:pricing [-- --rows 100000]`: a fresh embedded database with that many cards a
 * store (the large catalog), and a TCGplayer pricing export of that many rows for one store,
 * every row a card of the store at a new market price. Through the real HTTP API: the preview
 * (upload, parse, match, price, keep the changes) and the apply of every change, timed; and the
 * catalog's and the search's throughput (autocannon) idle, then while the apply runs.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { formatPrice } from '../src/domain/money/money.ts';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { cards } from '../src/server/db/schema/index.ts';
import { sampleSearches, seedLargeCatalog } from '../src/server/db/seed/large-catalog.ts';
import { ownerToken } from './lib/shop-api.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
  },
});
const rows = Number(values.rows);
const idleSeconds = Number(values.seconds);
const password = 'bench-pricing-password';
const TCGPLAYER_HEADER = [
  'TCGplayer Id',
  'Product Line',
  'Set Name',
  'Product Name',
  'Title',
  'Number',
  'Rarity',
  'Condition',
  'TCG Market Price',
  'TCG Direct Low',
  'TCG Low Price With Shipping',
  'TCG Low Price',
  'Total Quantity',
  'Add to Quantity',
  'TCG Marketplace Price',
  'Photo URL',
];
const FINISH_WORDS: Record<string, string> = {
  'non-foil': '',
  foil: ' Foil',
  etched: ' Foil Etched',
};

const say = (line: string) => process.stdout.write(`${line}\n`);

async function timed<Result>(label: string, step: () => Promise<Result>): Promise<Result> {
  const started = performance.now();
  const result = await step();
  say(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pricing-'));
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await timed(`catalog: ${rows} cards a store`, () =>
  seedLargeCatalog(database.db, { cards: rows, merchandise: 100, tournaments: 10 }),
);

/** The store's own cards, each at a market price from 30% under to 40% over its price. */
async function priceFile(): Promise<Buffer> {
  const shelf = await database.db.select().from(cards).where(eq(cards.location, 'nlr'));
  const lines = shelf.map((card, n) => [
    String(1_000_000 + n),
    card.gameType,
    card.setName,
    card.name,
    '',
    card.collectorNumber ?? '',
    card.rarity ?? '',
    `${card.condition}${FINISH_WORDS[card.finish] ?? ''}${card.language === 'English' ? '' : ` ${card.language}`}`,
    formatPrice(Math.max(1, Math.round((card.priceCents * (70 + (n % 71))) / 100))),
    '',
    '',
    formatPrice(card.priceCents),
    '1',
    '0',
    '',
    '',
  ]);
  return Buffer.from(stringify(lines, { header: true, columns: TCGPLAYER_HEADER }));
}

const app = await buildApp({
  db: database.db,
  uploadsDir: path.join(dataDir, 'uploads'),
  adminPassword: password,
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const catalogPages = [
  '/api/cards?location=nlr',
  '/api/cards?location=nlr&sort=price',
  '/api/cards?location=benton&gameType=Pokemon',
  '/api/cards?location=nlr&sort=-price&condition=Near%20Mint',
];
const searches = sampleSearches(50).map(
  (words) => `/api/cards?location=nlr&q=${encodeURIComponent(words)}`,
);

/** Requests a second over the routes in turn, for `seconds` or until `until` settles. */
async function throughput(routes: string[], until: Promise<unknown> | number): Promise<number> {
  let next = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 10,
        duration: typeof until === 'number' ? until : 3600,
        requests: [
          {
            setupRequest: (request) => {
              request.path = routes[next % routes.length] ?? '/';
              next += 1;
              return request;
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    if (typeof until !== 'number') {
      const stop = () => instance.stop();
      until.then(stop, stop);
    }
  });
  const failed = result.errors + result.non2xx;
  if (failed > 0) say(`  ${failed} requests failed or timed out`);
  return result.requests.average;
}

try {
  const authorization = `Bearer ${await ownerToken({ url: base }, password)}`;
  const file = await priceFile();
  say(`price file: ${rows} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);

  const form = new FormData();
  form.set('location', 'nlr');
  form.set('file', new Blob([file], { type: 'text/csv' }), 'tcgplayer.csv');
  const preview = await timed('preview (upload, parse, match, price, keep)', async () => {
    const response = await fetch(`${base}/api/admin/prices/imports`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    if (response.status !== 201) throw new Error(`preview: ${await response.text()}`);
    return (await response.json()) as Record<string, unknown> & { id: number };
  });
  const { up, down, unchanged, locked, unmatched } = preview;
  say(`  up ${up}, down ${down}, unchanged ${unchanged}, locked ${locked}, unmatched ${unmatched}`);

  // The search index loads the new catalog on the first search; the idle figure starts after.
  await timed('first search (the index loads)', () =>
    fetch(`${base}${searches[0]}`).then((response) => response.arrayBuffer()),
  );
  // Both at once, idle as during the apply, so each figure is compared with its like.
  const [idleCatalog, idleSearch] = await Promise.all([
    throughput(catalogPages, idleSeconds),
    throughput(searches, idleSeconds),
  ]);

  const applied = fetch(`${base}/api/admin/prices/imports/${preview.id}/apply`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ approve: 'all' }),
  }).then(async (response) => {
    if (response.status !== 200) throw new Error(`apply: ${await response.text()}`);
    return response.json() as Promise<{ changed: number }>;
  });
  const started = performance.now();
  const [busyCatalog, busySearch, answer] = await Promise.all([
    throughput(catalogPages, applied),
    throughput(searches, applied),
    applied,
  ]);
  say(
    `${'apply (every change, one transaction)'.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  say(`  changed ${answer.changed} cards`);
  const share = (busy: number, idle: number) => `${(busy / idle).toFixed(2)} of idle`;
  say(
    `catalog pages: idle ${idleCatalog.toFixed(0)} req/s, during the apply ${busyCatalog.toFixed(0)} req/s (${share(busyCatalog, idleCatalog)})`,
  );
  say(
    `searches:      idle ${idleSearch.toFixed(0)} req/s, during the apply ${busySearch.toFixed(0)} req/s (${share(busySearch, idleSearch)})`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
