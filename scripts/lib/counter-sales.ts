import { randomUUID } from 'node:crypto';
import type { CounterLookupItem } from '../../src/domain/counter/counter-lookup.contract.ts';
import { saleTotals } from '../../src/domain/counter/sale-totals.rules.ts';
import type { ItemType } from '../../src/domain/inventory/sellable-kinds.ts';
import { formatPrice, parsePrice } from '../../src/domain/money/money.ts';
import type { Location } from '../../src/domain/stores/stores.ts';
import type { TaxPolicy } from '../../src/domain/tax/sales-tax.rules.ts';
import { type TaxSettings, taxPolicyOf } from '../../src/domain/tax/tax-settings.contract.ts';
import { type Answer, call } from './shop-api.ts';

/**
 * Counter sales through the real HTTP API, as the Counter screen makes them: items found with
 * Scan or search, the total reckoned with the server's own rule, cash on an open drawer.
 */

/** Where a shop answers. */
type Shop = { url: string };

/** One line of a sale: an item, its listed price in cents, how many. */
export interface CounterLine {
  itemType: ItemType;
  itemId: number;
  priceCents: number;
  quantity: number;
}

export async function counterTaxPolicy(
  shop: Shop,
  staff: string,
  location: Location,
): Promise<TaxPolicy> {
  const answer = await call(shop, `/api/admin/sales-tax/settings?location=${location}`, {
    token: staff,
  });
  if (answer.status !== 200) throw new Error(`the tax settings answered ${answer.status}`);
  return taxPolicyOf(answer.body as unknown as TaxSettings);
}

/** Opens a drawer with this float (dollars) and answers its id, or null when refused. */
export async function openCounterDrawer(
  shop: Shop,
  staff: string,
  location: Location,
  float: string,
): Promise<number | null> {
  const answer = await call(shop, '/api/admin/counter/drawers', {
    method: 'POST',
    token: staff,
    body: { location, float },
  });
  return answer.status === 201 ? Number(answer.body?.id) : null;
}

/** What Scan or search finds for `q`: items a sale can take, with the stock they have. */
export async function lookUp(
  shop: Shop,
  staff: string,
  location: Location,
  q: string,
): Promise<CounterLookupItem[]> {
  const answer = await call(
    shop,
    `/api/admin/counter/lookup?location=${location}&q=${encodeURIComponent(q)}`,
    { token: staff },
  );
  return answer.status === 200 ? (answer.body?.items as CounterLookupItem[]) : [];
}

/** A found card or product as a line of one, when it has stock to sell. */
export function stockedLine(item: CounterLookupItem): CounterLine | null {
  const stocked = item.itemType === 'card' || item.itemType === 'merchandise';
  if (!stocked || item.itemId === null || !item.stock) return null;
  return {
    itemType: item.itemType,
    itemId: item.itemId,
    priceCents: parsePrice(item.price) ?? 0,
    quantity: 1,
  };
}

/** The sale's total in cents, by the rule the server prices it with. */
export const saleTotalCents = (policy: TaxPolicy, lines: readonly CounterLine[]) =>
  saleTotals(
    policy,
    lines.map((line) => ({
      itemType: line.itemType,
      quantity: line.quantity,
      unitPriceCents: line.priceCents,
    })),
  ).totalCents;

/** Cash handed over for a total: the next whole $20, so change is given. */
export const cashHandedOver = (totalCents: number) => (Math.floor(totalCents / 2000) + 1) * 2000;

/** A sale of the lines paid in cash, as the Counter screen sends it. */
export const cashSale = (
  location: Location,
  lines: readonly CounterLine[],
  totalCents: number,
) => ({
  location,
  lines: lines.map(({ itemType, itemId, quantity }) => ({ itemType, itemId, quantity })),
  tenders: [
    {
      method: 'cash',
      amount: formatPrice(totalCents),
      tendered: formatPrice(cashHandedOver(totalCents)),
    },
  ],
});

/** Rings the lines up paid in cash under its own idempotency key; the server's answer. */
export function ringUpCash(
  shop: Shop,
  staff: string,
  location: Location,
  lines: readonly CounterLine[],
  totalCents: number,
): Promise<Answer> {
  return call(shop, '/api/admin/counter/sales', {
    method: 'POST',
    token: staff,
    headers: { 'idempotency-key': randomUUID() },
    body: cashSale(location, lines, totalCents),
  });
}
