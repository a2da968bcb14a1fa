/**
 * `npm run bench:rush -- --cards 100000 [--seconds 60] [--connections 50] [--database-url postgres://…]`:
 * a set's release day on a fresh large catalog. Scripted users (one a connection) browse and
 * search the catalog (asking for compressed answers, as browsers do), fill and trim carts,
 * check out with the test card (one in five declined), register for and drop out of three
 * popular prerelease events, and ring up counter sales and reprice cards as staff, in the mix
 * 70% reads, 15% cart, 5% checkouts, 5% events, 5% staff. The health route is measured alone
 * just before and just after, so the mix's req/s stands beside it from the same run. Then,
 * with the shop stopped, the books are read from the database: stock, seats, payments against
 * orders, credit balances against their entries. Prints req/s, p50 and p99 by kind, errors and
 * the server's memory, writes JSON to bench-results/, and exits 1 on an error or a problem in
 * the books. `--data-dir DIR` keeps the embedded database there (seeded when empty) for the
 * next run.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { LOCATIONS } from '../src/domain/stores/stores.ts';
import { databaseTarget, embeddedDataPath, openDatabase } from '../src/server/db/client.ts';
import { sampleSearches } from '../src/server/db/seed/large-catalog.ts';
import { cpuSeconds, peakMemoryMb, prepareBenchData } from './lib/bench-data.ts';
import { checkRushBooks } from './lib/rush-books.ts';
import { createRecorder } from './lib/rush-client.ts';
import { RUSH_LOCATION, type RushStage, setUpRush } from './lib/rush-setup.ts';
import { runUser } from './lib/rush-users.ts';
import { ownerToken } from './lib/shop-api.ts';
import { startShop, stopShop } from './lib/shop-process.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    out: { type: 'string', default: 'bench-results' },
  },
});
const cardsPerStore = Number(values.cards);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
const adminPassword = 'bench-admin-password';
/** Health alone, just before and just after the rush. */
const HEALTH_SECONDS = 10;

const dataDir = values['data-dir'] ?? mkdtempSync(path.join(tmpdir(), 'shop-rush-'));
const seeded = !databaseUrl && existsSync(embeddedDataPath(dataDir));
const seedSeconds = seeded
  ? 0
  : await prepareBenchData({ DATABASE_URL: databaseUrl }, dataDir, {
      cardsPerStore,
      creditEntriesPerStore: 2000,
    });

/** The release day's reads: catalog pages of both kinds, the events, searches, the new singles. */
function readRoutes(stage: RushStage): string[] {
  const searches = sampleSearches(200).map(
    (text, i) =>
      `/api/cards?location=${LOCATIONS[i % LOCATIONS.length]}&q=${encodeURIComponent(text)}`,
  );
  const pages = [
    `/api/cards?location=${RUSH_LOCATION}`,
    `/api/cards?location=${RUSH_LOCATION}&gameType=Pokemon&condition=Near%20Mint`,
    `/api/cards?location=${RUSH_LOCATION}&sort=newest`,
    `/api/merchandise?location=${RUSH_LOCATION}`,
    `/api/tournaments?location=${RUSH_LOCATION}`,
    ...stage.hot.map((card) => `/api/cards/${card.id}`),
  ];
  // As many page views as searches.
  return [
    ...searches,
    ...Array.from({ length: searches.length }, (_, i) => pages[i % pages.length] as string),
  ];
}

const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  if (field === 'VmHWM') return peakMemoryMb(pid);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

async function healthRps(url: string): Promise<number> {
  const result = await autocannon({
    url: `${url}/api/health`,
    connections,
    duration: HEALTH_SECONDS,
  });
  return Math.round(result.requests.average);
}

const shop = await startShop({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: adminPassword,
  // The players all sign up from the store's Wi-Fi.
  STORE_NETWORKS: '127.0.0.1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const pid = shop.child.pid ?? 0;
const report: string[] = [];
let failed = false;
try {
  // The first search waits for the card index: the memory after it is the shop at rest.
  await fetch(`${shop.url}/api/cards?location=nlr&q=dragon`);
  const restingMb = memoryMb(pid, 'VmRSS');
  const owner = await ownerToken(shop, adminPassword);
  const stage = await setUpRush(shop, owner, 2 * connections);
  const reads = readRoutes(stage);
  process.stdout.write(
    `set up: ${stage.customers.length} players, RSS at rest ${restingMb.toFixed(0)} MB\n`,
  );

  const healthBefore = await healthRps(shop.url);
  const recorder = createRecorder();
  const begun = new Date();
  const load = loadavg()[0] ?? 0;
  const cpuBefore = cpuSeconds(pid);
  recorder.start();
  const until = performance.now() + seconds * 1000;
  let rushPeakRss = 0;
  const sampler = setInterval(() => {
    rushPeakRss = Math.max(rushPeakRss, memoryMb(pid, 'VmRSS'));
  }, 1000);
  await Promise.all(
    Array.from({ length: connections }, (_, user) =>
      runUser(
        shop.url,
        stage,
        { customers: stage.customers.filter((_, n) => n % connections === user), reads },
        recorder,
        until,
      ),
    ),
  );
  recorder.stop();
  const serverCpu = cpuSeconds(pid) - cpuBefore;
  clearInterval(sampler);
  const healthAfter = await healthRps(shop.url);
  const peakMb = memoryMb(pid, 'VmHWM');
  await stopShop(shop.child);

  const database = await openDatabase(databaseTarget({ DATABASE_URL: databaseUrl, dataDir }));
  const books = await checkRushBooks(database.db, stage, begun).finally(() => database.close());

  const { rows, errorSamples } = recorder.summary(seconds);
  const requests = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  const mixRps = Math.round(requests / seconds);
  const health = Math.round((healthBefore + healthAfter) / 2);
  failed = errors > 0 || books.problems.length > 0;
  report.push(
    `Rush ${begun.toISOString()} on ${engine}, ${cardsPerStore.toLocaleString('en-US')} cards a store, ${connections} connections for ${seconds} s; ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${Math.round(totalmem() / 2 ** 30)} GiB, load average ${load.toFixed(2)} at the start`,
    `${seeded ? 'database reused' : `catalog seeded in ${seedSeconds.toFixed(0)} s`}; server memory: ${restingMb.toFixed(0)} MB at rest, ${rushPeakRss.toFixed(0)} MB at most during the rush, peak ${peakMb.toFixed(0)} MB (VmHWM)`,
    `health alone ${healthBefore} req/s before, ${healthAfter} after; the mix ${mixRps} req/s = ${(mixRps / health).toFixed(2)} of health (target 0.3)`,
    `server CPU ${(serverCpu / seconds).toFixed(2)} cores during the rush, ${((1000 * serverCpu) / Math.max(1, requests)).toFixed(2)} ms a request`,
    '',
    '| kind | share | req/s | p50 ms | p99 ms | refused as expected | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${Math.round((100 * row.requests) / Math.max(1, requests))}% | ${row.rps} | ${row.p50} | ${row.p99} | ${row.refused} | ${row.errors} |`,
    ),
    '',
    `books: ${books.orders} succeeded payments, ${books.sold} of the new singles sold; ${books.problems.length === 0 ? 'exact' : `${books.problems.length} problems`}`,
    ...books.problems.slice(0, 20).map((problem) => `  ${problem}`),
    ...errorSamples.map((sample) => `  error: ${sample}`),
  );
  mkdirSync(values.out, { recursive: true });
  const file = path.join(
    values.out,
    `rush-${engine}-${cardsPerStore}-${begun.toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      {
        engine,
        cardsPerStore,
        connections,
        seconds,
        loadAverage: load,
        health: { before: healthBefore, after: healthAfter },
        mixRps,
        serverCpuMsPerRequest: (1000 * serverCpu) / Math.max(1, requests),
        memoryMb: { resting: restingMb, rushPeakRss, peak: peakMb },
        rows,
        books,
      },
      null,
      2,
    ),
  );
  report.push(`written to ${file}`);
} finally {
  await stopShop(shop.child);
  if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`\n${report.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
