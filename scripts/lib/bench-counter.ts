import type { Location } from '../../src/domain/stores/stores.ts';
import {
  type CounterLine,
  counterTaxPolicy,
  lookUp,
  openCounterDrawer,
  ringUpCash,
  saleTotalCents,
  stockedLine,
} from './counter-sales.ts';

/**
 * The counter under load: Scan or search, names and codes in turn, and 10-line cash sales
 * rung up one after another, as a cashier does while the website is busy.
 */

const LOCATION: Location = 'nlr';
const LINES_A_SALE = 10;

/** The products' SKUs the large catalog generates (`GEN-NLR-1`…), `count` of them. */
export const generatedSkus = (count: number) =>
  Array.from({ length: count }, (_, n) => `GEN-${LOCATION.toUpperCase()}-${n + 1}`);

/** Scan or search routes: a name, then a scanned SKU, in turn. */
export function lookupRoutes(names: readonly string[], skus: readonly string[]): string[] {
  const route = (q: string) =>
    `/api/admin/counter/lookup?location=${LOCATION}&q=${encodeURIComponent(q)}`;
  return Array.from({ length: Math.max(names.length, skus.length) }, (_, i) => [
    route(names[i % names.length] ?? 'a'),
    route(skus[i % skus.length] ?? 'a'),
  ]).flat();
}

/** Stock to sell, found as the cashier finds it: each item once per copy in stock. */
async function stockToSell(
  shop: { url: string },
  staff: string,
  searches: readonly string[],
): Promise<Map<string, { line: CounterLine; left: number }>> {
  const pool = new Map<string, { line: CounterLine; left: number }>();
  for (const q of searches) {
    for (const item of await lookUp(shop, staff, LOCATION, q)) {
      const line = stockedLine(item);
      if (line) pool.set(`${line.itemType}:${line.itemId}`, { line, left: item.stock ?? 0 });
    }
  }
  return pool;
}

/** Ten different items still in stock, each taken once; null when the pool runs short. */
function nextSale(pool: Map<string, { line: CounterLine; left: number }>): CounterLine[] | null {
  const lines: CounterLine[] = [];
  for (const [key, entry] of pool) {
    if (lines.length === LINES_A_SALE) break;
    lines.push(entry.line);
    entry.left -= 1;
    if (entry.left === 0) pool.delete(key);
  }
  return lines.length === LINES_A_SALE ? lines : null;
}

export interface CounterSaleTimes<T> {
  /** Milliseconds per sale, sorted. */
  times: number[];
  /** Sales not answered 201 with a receipt number. */
  failed: number;
  /** What the load run beside the sales answered. */
  alongside: T;
}

/**
 * 10-line cash sales one at a time on an open drawer for `seconds`, or until the stock found
 * runs out, with `alongside` (the website's load) started as the first sale is. The items are
 * looked up first, so only the sales are timed.
 */
export async function benchCounterSales<T>(
  shop: { url: string },
  staff: string,
  searches: readonly string[],
  seconds: number,
  alongside: () => Promise<T>,
): Promise<CounterSaleTimes<T>> {
  if ((await openCounterDrawer(shop, staff, LOCATION, '200.00')) === null)
    throw new Error('the bench could not open a drawer');
  const policy = await counterTaxPolicy(shop, staff, LOCATION);
  const pool = await stockToSell(shop, staff, searches);
  const times: number[] = [];
  let failed = 0;
  const load = alongside();
  const until = performance.now() + seconds * 1000;
  for (let lines = nextSale(pool); lines && performance.now() < until; lines = nextSale(pool)) {
    const begun = performance.now();
    const answer = await ringUpCash(shop, staff, LOCATION, lines, saleTotalCents(policy, lines));
    times.push(performance.now() - begun);
    if (answer.status !== 201 || typeof answer.body?.receiptNumber !== 'string') failed += 1;
  }
  return { times: times.sort((a, b) => a - b), failed, alongside: await load };
}
