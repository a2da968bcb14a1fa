import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShop, stopShop } from '../../scripts/lib/shop-process.ts';

/**
 * No request, however odd, stops the server answering others. The shop runs in its own
 * process here: a request that spun its event loop would freeze a server inside this test's
 * process along with the test's own clock, so the test could never notice.
 */
const ADMIN_PASSWORD = 'odd-requests-owner';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-odd-requests-'));
let shop: ShopProcess;
let staffCookie = '';

beforeAll(async () => {
  shop = await startShop({ DATA_DIR: dataDir, ADMIN_PASSWORD }, 'source');
  const login = await fetch(`${shop.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  staffCookie = login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}, 90_000);

afterAll(async () => {
  // SIGKILL: a server stuck in a loop would never get to its SIGTERM handler.
  if (shop) await stopShop(shop.child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const LONG = 'x'.repeat(5000);
const REPORTS = ['sales', 'top-items', 'stock', 'events', 'refunds'];
const FAR_RANGES = [
  'from=9999-12-31&to=9999-12-31',
  'from=0001-01-01&to=0001-12-31',
  'from=0000-01-01&to=0000-01-02',
  'from=2026-01-01&to=99999-01-01',
  'from=1970-01-01&to=2026-01-01',
  `from=${LONG}&to=2026-01-01`,
];
const ODD_IDS = ['0x1f', '1e1', '%201', '+1', '01', '1.0', '-1', '0', '99999999999', LONG];
const ID_ROUTES = [
  '/api/cards/:id',
  '/api/merchandise/:id',
  '/api/tournaments/:id',
  '/api/admin/merchandise/:id',
  '/api/admin/emails/:id',
  '/api/admin/tournaments/:id/roster',
];
const LISTS = ['/api/cards', '/api/merchandise', '/api/tournaments'];
/** Cursors of a list's length whose values are not its keys' types: text for ids and dates. */
const FORGED_CURSORS = [['nine'], ['not a date', 'nine'], [1, 'nine', 'x']].map((values) =>
  Buffer.from(JSON.stringify(values)).toString('base64url'),
);

const oddRequests = [
  ...REPORTS.flatMap((report) =>
    FAR_RANGES.map((range) => `/api/admin/reports/${report}?location=benton&${range}`),
  ),
  `/api/admin/reports/sales?location=benton&from=2026-01-01&to=2026-01-31&groupBy=${LONG}`,
  `/api/admin/reports/counter?location=${LONG}`,
  ...ID_ROUTES.flatMap((route) => ODD_IDS.map((id) => route.replace(':id', id))),
  ...LISTS.flatMap((list) => [
    `${list}?limit=1000000`,
    `${list}?limit=-1`,
    `${list}?limit=1e309`,
    `${list}?q=${LONG}`,
    `${list}?cursor=${LONG}`,
    `${list}?cursor=eyJ4IjoxfQ`,
    ...FORGED_CURSORS.map((cursor) => `${list}?cursor=${cursor}`),
    `${list}?location=${LONG}`,
  ]),
  `/api/admin/orders?q=${LONG}`,
  `/api/admin/orders?status=${LONG}`,
];

/**
 * /api/health answers within a load balancer's usual timeout. A server spinning on one request
 * never answers at all; the margin is for a busy test machine.
 */
async function healthAnswersPromptly(): Promise<boolean> {
  try {
    const response = await fetch(`${shop.url}/api/health`, { signal: AbortSignal.timeout(5000) });
    return response.ok;
  } catch {
    return false;
  }
}

describe('odd requests', () => {
  it('each get a 4xx while the health check keeps answering promptly', async () => {
    const statuses = new Map<string, number | string>();
    let healthMisses = 0;
    let firing = true;
    const watch = (async () => {
      while (firing) {
        if (!(await healthAnswersPromptly())) healthMisses += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.all(
      oddRequests.map(async (url) => {
        try {
          const response = await fetch(`${shop.url}${url}`, {
            headers: { cookie: staffCookie },
            signal: AbortSignal.timeout(15_000),
          });
          statuses.set(url, response.status);
        } catch (error) {
          statuses.set(url, String(error));
        }
      }),
    );
    firing = false;
    await watch;

    const notRefused = [...statuses].filter(
      ([, status]) => typeof status !== 'number' || status < 400 || status >= 500,
    );
    expect(notRefused.map(([url, status]) => `${status} ${url.slice(0, 120)}`)).toEqual([]);
    expect(healthMisses).toBe(0);
    expect(await healthAnswersPromptly()).toBe(true);
  }, 120_000);
});
