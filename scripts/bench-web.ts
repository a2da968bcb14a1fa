/**
 * `npm run bench:web`: builds the shop for production and runs Lighthouse (mobile, Debian's
 * Chromium) on the home page and two storefront pages, printing each category's score and the
 * JavaScript a shopper downloads for the page. The JavaScript target is stated in gzip, while
 * the server sends Brotli to browsers that take it, so the table gives both: the bytes as sent,
 * and the gzip-compressed size of every script the page loaded. Each page's full Lighthouse
 * report is kept beside the summary, for the audits' details.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop, stopShop } from './lib/shop-process.ts';

const PAGES = ['/', '/nlr/cards', '/nlr/merchandise'];
const RESULTS_DIR = 'bench-results';
const runId = Date.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
const shop = await startShop({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'lighthouse-owner-password' });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

interface Row {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  scriptKbSent: number;
  scriptKbGzip: number;
  scripts: string[];
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** The size of a script once gzipped (level 9, as `scripts/precompress.ts` writes it). */
async function gzippedSize(url: string): Promise<number> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

/**
 * One Lighthouse run of a page. Chromium now and then loses the start of the trace
 * (NO_NAVSTART), which leaves the performance scores empty; such a run is repeated.
 */
async function audit(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!lhr.runtimeError || attempt === attempts) return lhr;
    process.stderr.write(
      `Lighthouse failed on ${url} (${lhr.runtimeError.code}); running it again.\n`,
    );
  }
}

const kb = (bytes: number) => Math.round(bytes / 1024);
mkdirSync(RESULTS_DIR, { recursive: true });
const rows: Row[] = [];
try {
  for (const page of PAGES) {
    const lhr = await audit(`${shop.url}${page}`);
    const slug = page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    writeFileSync(
      path.join(RESULTS_DIR, `lighthouse-${runId}-${slug}.report.json`),
      JSON.stringify(lhr, null, 2),
    );
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
        ?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    const gzipSizes = await Promise.all(scripts.map((script) => gzippedSize(script.url)));
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      scriptKbSent: kb(scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0)),
      scriptKbGzip: kb(gzipSizes.reduce((sum, size) => sum + size, 0)),
      scripts: scripts.map((script) => new URL(script.url).pathname),
    });
  }
} finally {
  chrome.kill();
  await stopShop(shop.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  `Lighthouse (mobile) ${new Date(runId).toISOString()}`,
  '',
  '| page | performance | accessibility | best practices | SEO | JavaScript loaded (KB gzipped) | JavaScript as sent (KB, Brotli) |',
  '|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.scriptKbGzip} | ${r.scriptKbSent} |`,
  ),
];
process.stdout.write(`${table.join('\n')}\n`);
writeFileSync(path.join(RESULTS_DIR, `lighthouse-${runId}.json`), JSON.stringify(rows, null, 2));
