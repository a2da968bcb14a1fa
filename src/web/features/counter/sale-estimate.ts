import {
  type Discount,
  percentHundredths,
  saleTotals,
} from '../../../domain/counter/sale-totals.rules.ts';
import { parsePrice } from '../../../domain/money/money.ts';
import type { TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import { type DraftDiscount, type DraftLine, unitPriceCents } from './sale-draft.ts';

/**
 * What the screen shows before the sale is sent: the server's own rule (`saleTotals`) on the
 * lines as rung up. The server prices the sale again from its rows, and its answer is the truth.
 */
export interface SaleEstimate {
  subtotalCents: number;
  discountCents: number;
  /** Null until the store's tax settings have loaded. */
  taxCents: number | null;
  totalCents: number | null;
}

/** A typed discount as the rule reads it; a value the contract would refuse takes nothing off. */
export function ruleDiscount(discount: DraftDiscount | null): Discount | undefined {
  if (!discount) return undefined;
  if (discount.kind === 'amount') return { amountCents: parsePrice(discount.value) ?? 0 };
  return { percentHundredths: percentHundredths(discount.value) || 0 };
}

const NO_TAX: TaxPolicy = { rateMilli: 0, taxedKinds: [] };

export function estimateSale(
  lines: readonly DraftLine[],
  saleDiscount: DraftDiscount | null,
  policy: TaxPolicy | null,
): SaleEstimate {
  const totals = saleTotals(
    policy ?? NO_TAX,
    lines.map((line) => ({
      itemType: line.itemType,
      quantity: line.quantity,
      unitPriceCents: unitPriceCents(line),
      discount: ruleDiscount(line.discount),
    })),
    ruleDiscount(saleDiscount),
  );
  return {
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    taxCents: policy ? totals.taxCents : null,
    totalCents: policy ? totals.totalCents : null,
  };
}
