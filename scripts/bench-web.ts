/**
 * `npm run bench:web`: builds the shop for production and runs Lighthouse (mobile, Debian's
 * Chromium) on the home page and two storefront pages, printing each category's score and the
 * JavaScript a shopper downloads for the page (gzipped, as sent).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startShop, stopShop } from './lib/shop-process.ts';

const PAGES = ['/', '/nlr/cards', '/nlr/merchandise'];
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
  scriptKb: number;
}

const rows: Row[] = [];
try {
  for (const page of PAGES) {
    const result = await lighthouse(`${shop.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests =
      (
        lhr.audits['network-requests']?.details as
          | { items?: { resourceType?: string; transferSize?: number }[] }
          | undefined
      )?.items ?? [];
    const scriptBytes = requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      scriptKb: Math.round(scriptBytes / 1024),
    });
  }
} finally {
  chrome.kill();
  await stopShop(shop.child);
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  `Lighthouse (mobile) ${new Date().toISOString()}`,
  '',
  '| page | performance | accessibility | best practices | SEO | JavaScript (KB, as sent) |',
  '|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.scriptKb} |`,
  ),
];
process.stdout.write(`${table.join('\n')}\n`);
mkdirSync('bench-results', { recursive: true });
writeFileSync(
  path.join('bench-results', `lighthouse-${Date.now()}.json`),
  JSON.stringify(rows, null, 2),
);
