import type { ItemType } from '../inventory/sellable-kinds.ts';
import { spreadCents } from '../money/spread-cents.ts';
import { isTaxed, salesTax, type TaxPolicy } from '../tax/sales-tax.rules.ts';

/**
 * A counter sale's arithmetic, in integer cents: each line's own discount, the sale's discount
 * spread over the lines, then the sales tax on the taxed lines and the total.
 */

/** A discount as a manager gives it: cents off, or a percentage in hundredths ("12.5" is 1250). */
export type Discount = { amountCents: number } | { percentHundredths: number };

export interface SaleLineInput {
  itemType: ItemType;
  quantity: number;
  unitPriceCents: number;
  discount?: Discount | undefined;
}

export interface SaleLineTotals {
  grossCents: number;
  /** The line's own discount and its share of the sale's. */
  discountCents: number;
  totalCents: number;
  taxed: boolean;
  /** The line's share of the sale's tax (what a return of it gives back). */
  taxCents: number;
}

export interface SaleTotals {
  lines: SaleLineTotals[];
  subtotalCents: number;
  discountCents: number;
  /** What the taxed lines come to after discounts. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  rateMilli: number;
}

/** "12.5" as hundredths of a percent (1250); the contract has already checked its form. */
export function percentHundredths(percent: string): number {
  const [whole = '0', fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What a discount takes off an amount: rounded half up, never more than the amount. */
export function discountOff(amountCents: number, discount: Discount | undefined): number {
  if (!discount) return 0;
  const off =
    'amountCents' in discount
      ? discount.amountCents
      : Math.floor((amountCents * discount.percentHundredths + 5000) / 10_000);
  return Math.min(off, amountCents);
}

export function saleTotals(
  policy: TaxPolicy,
  lines: readonly SaleLineInput[],
  saleDiscount?: Discount,
): SaleTotals {
  const gross = lines.map((line) => line.unitPriceCents * line.quantity);
  const own = lines.map((line, index) => discountOff(gross[index] ?? 0, line.discount));
  const net = gross.map((amount, index) => amount - (own[index] ?? 0));
  const netSum = net.reduce((total, amount) => total + amount, 0);
  const shares = spreadCents(discountOff(netSum, saleDiscount), net);
  const totals = lines.map((line, index) => {
    const discountCents = (own[index] ?? 0) + (shares[index] ?? 0);
    const grossCents = gross[index] ?? 0;
    return {
      grossCents,
      discountCents,
      totalCents: grossCents - discountCents,
      taxed: isTaxed(policy, line.itemType),
    };
  });
  const tax = salesTax(
    policy,
    lines.map((line, index) => ({
      itemType: line.itemType,
      amountCents: totals[index]?.totalCents ?? 0,
    })),
  );
  const lineTax = spreadCents(
    tax.taxCents,
    totals.map((line) => (line.taxed ? line.totalCents : 0)),
  );
  const subtotalCents = gross.reduce((total, amount) => total + amount, 0);
  const discountCents = totals.reduce((total, line) => total + line.discountCents, 0);
  return {
    lines: totals.map((line, index) => ({ ...line, taxCents: lineTax[index] ?? 0 })),
    subtotalCents,
    discountCents,
    taxableCents: tax.taxableCents,
    taxCents: tax.taxCents,
    totalCents: subtotalCents - discountCents + tax.taxCents,
    rateMilli: tax.rateMilli,
  };
}
