import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ShopProcess, startShop, stopShop } from '../../scripts/lib/shop-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () => startShop({ DATA_DIR: dataDir }, 'source');
const stop = (child: ShopProcess['child']) => stopShop(child);

async function cardTotal(url: string): Promise<number> {
  const response = await fetch(`${url}/api/cards?location=nlr`);
  const body = (await response.json()) as { total: number; items: { price: string }[] };
  expect(body.items[0]?.price).toMatch(/^\d+\.\d{2}$/);
  return body.total;
}

// Three starts of the built server, the first migrating and seeding the demo shop: about a
// minute on a busy 2-core machine running another test file beside it.
describe('starting the shop', () => {
  it('seeds on the first start only, prints the admin password once, and keeps data across restarts', async () => {
    const first = await start();
    expect(first.output()).toContain('Demo data loaded');
    expect(first.output()).toMatch(/Admin password \(shown once, keep it safe\): \S{12,}/);
    const total = await cardTotal(first.url);
    expect(total).toBeGreaterThan(0);
    expect(await stop(first.child)).toBe(0);

    const second = await start();
    expect(second.output()).not.toContain('Demo data loaded');
    expect(second.output()).not.toContain('Admin password');
    expect(await cardTotal(second.url)).toBe(total);

    // A second server on the same data folder would corrupt it: it must refuse to start.
    await expect(start()).rejects.toThrow(
      /Another shop server \(or npm script\) is using the database in/,
    );
    expect(await cardTotal(second.url)).toBe(total);
    expect(await stop(second.child)).toBe(0);
  }, 180_000);
});
