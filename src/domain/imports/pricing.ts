import type { ImportPricing } from './import.contract.ts';

/**
 * A new item's sale price: the file's own, else (with a markup chosen) the purchase price plus
 * that percent, rounded to the cent; null leaves it unlisted until staff price it.
 */
export function salePrice(
  row: { priceCents: number | null; purchaseCents?: number | null },
  pricing: ImportPricing,
): number | null {
  if (row.priceCents !== null) return row.priceCents;
  if (pricing.kind === 'markup' && row.purchaseCents != null) {
    return Math.round((row.purchaseCents * (100 + pricing.percent)) / 100);
  }
  return null;
}
