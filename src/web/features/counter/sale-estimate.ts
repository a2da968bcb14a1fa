import { parsePrice, percentOf } from '../../../domain/money/money.ts';
import { parseRatePercent, salesTax, type TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { TaxSettings } from '../../../domain/tax/tax-settings.contract.ts';
import { type DraftDiscount, type DraftLine, unitPriceCents } from './sale-draft.ts';

/**
 * What the screen shows before the sale is sent. The server prices the sale again from its own
 * rows and its answer is the truth; this is the same arithmetic, so the two agree when nothing
 * changed in between.
 */
export interface SaleEstimate {
  subtotalCents: number;
  discountCents: number;
  /** Null until the store's tax settings have loaded. */
  taxCents: number | null;
  totalCents: number | null;
}

/** What a discount takes off an amount, never more than the amount itself. */
export function discountCents(discount: DraftDiscount | null, baseCents: number): number {
  if (!discount) return 0;
  const off =
    discount.kind === 'amount'
      ? (parsePrice(discount.value) ?? 0)
      : percentOf(baseCents, Number(discount.value) || 0);
  return Math.min(off, baseCents);
}

/** The store's policy as the settings answer shows it. */
export function taxPolicy(settings: TaxSettings): TaxPolicy {
  return {
    rateMilli: parseRatePercent(settings.rate) ?? 0,
    taxedKinds: settings.kinds.filter((kind) => kind.taxed).map((kind) => kind.itemType),
  };
}

/** Spreads the sale's discount over the lines in proportion, the last line taking the rounding. */
function afterSaleDiscount(amounts: readonly number[], saleOffCents: number): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total === 0) return [...amounts];
  let left = saleOffCents;
  return amounts.map((amount, index) => {
    const share = index === amounts.length - 1 ? left : Math.floor((saleOffCents * amount) / total);
    left -= share;
    return amount - share;
  });
}

export function estimateSale(
  lines: readonly DraftLine[],
  saleDiscount: DraftDiscount | null,
  policy: TaxPolicy | null,
): SaleEstimate {
  const priced = lines.map((line) => {
    const gross = unitPriceCents(line) * line.quantity;
    return { itemType: line.itemType, gross, net: gross - discountCents(line.discount, gross) };
  });
  const gross = priced.map((line) => line.gross);
  const net = priced.map((line) => line.net);
  const subtotalCents = gross.reduce((sum, amount) => sum + amount, 0);
  const netCents = net.reduce((sum, amount) => sum + amount, 0);
  const saleOffCents = discountCents(saleDiscount, netCents);
  const discountedCents = netCents - saleOffCents;
  const discountTotal = subtotalCents - discountedCents;
  if (!policy)
    return { subtotalCents, discountCents: discountTotal, taxCents: null, totalCents: null };
  const amounts = afterSaleDiscount(net, saleOffCents);
  const { taxCents } = salesTax(
    policy,
    priced.map((line, index) => ({ itemType: line.itemType, amountCents: amounts[index] ?? 0 })),
  );
  return {
    subtotalCents,
    discountCents: discountTotal,
    taxCents,
    totalCents: discountedCents + taxCents,
  };
}
