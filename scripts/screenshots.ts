/**
 * `npm run screenshots [-- <base url>]`: full-page screenshots of the storefront at phone
 * (375 px) and desktop (1280 px) widths, in Debian's Chromium, into ./screenshots.
 * Start the shop first (`npm start`); the default base URL is http://localhost:5000.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:5000';
const pages = process.env.PAGES?.split(',') ?? [
  '/',
  '/tournaments',
  '/nlr/tournaments',
  '/benton/merchandise',
  '/nlr/cards',
  '/gift-cards',
  '/no-such-page',
];
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

mkdirSync('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
try {
  for (const { name, width, height } of widths) {
    const page = await browser.newPage({ viewport: { width, height } });
    for (const path of pages) {
      await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
      const file = `screenshots/${name}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      process.stdout.write(`${file}\n`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
