import { discountableCents, GIFT_CARD } from '../gift-cards/gift-card.rules.ts';
import type { ItemType } from '../inventory/sellable-kinds.ts';
import { spreadCents } from '../money/spread-cents.ts';

/**
 * Sales tax, the one rule both channels (the website and the counter) use. A rate is kept in
 * thousandths of a percent, so "9.5%" is 9500 and the owner's three decimals are exact integers.
 */
export const RATE_SCALE = 1000;
/** No store's rate reaches this; a higher one is a typing slip ("95" for "9.5"). */
export const MAX_RATE_MILLI = 30 * RATE_SCALE;

/** Kinds never taxed whatever the owner chooses: a gift card is money, taxed when spent. */
export const NEVER_TAXED: readonly ItemType[] = [GIFT_CARD];

/** What a store taxes until its owner says otherwise: cards and merchandise, no rate yet. */
export const DEFAULT_TAXED_KINDS: readonly ItemType[] = ['card', 'merchandise'];

/** What a store taxes: its rate and the kinds the owner chose to tax. */
export interface TaxPolicy {
  rateMilli: number;
  taxedKinds: readonly ItemType[];
}

/** A line as tax sees it: its kind and what it comes to after any discount. */
export interface TaxLine {
  itemType: ItemType;
  amountCents: number;
}

export interface TaxFigures {
  taxableCents: number;
  exemptCents: number;
  taxCents: number;
  rateMilli: number;
}

export const isTaxed = (policy: TaxPolicy, itemType: ItemType) =>
  !NEVER_TAXED.includes(itemType) && policy.taxedKinds.includes(itemType);

/**
 * The tax on a sale: the rate applied once to the sum of its taxed lines and rounded half up to
 * the cent (per sale, not per line, so three $0.10 stickers are taxed as $0.30).
 */
export function salesTax(policy: TaxPolicy, lines: readonly TaxLine[]): TaxFigures {
  let taxableCents = 0;
  let exemptCents = 0;
  for (const line of lines) {
    if (isTaxed(policy, line.itemType)) taxableCents += line.amountCents;
    else exemptCents += line.amountCents;
  }
  return {
    taxableCents,
    exemptCents,
    taxCents: taxOn(taxableCents, policy.rateMilli),
    rateMilli: policy.rateMilli,
  };
}

/** A sale's tax figures and the part of its tax each line carries (what a refund of it gives back). */
export interface TaxedSale extends TaxFigures {
  lineTaxCents: number[];
  /** Each line's share of the discount on the whole sale. */
  lineDiscountCents: number[];
}

/**
 * The tax on a sale whose lines (before discount) share a discount on the whole sale: the
 * discount is spread over the lines it may take from (not gift cards) in proportion to their
 * amounts, the taxed lines are taxed once on what they come to after it, and the tax is spread
 * back over the taxed lines.
 */
export function taxSale(
  policy: TaxPolicy,
  lines: readonly TaxLine[],
  discountCents: number,
): TaxedSale {
  const discounts = spreadCents(discountCents, lines.map(discountableCents));
  const discounted = lines.map((line, index) => ({
    itemType: line.itemType,
    amountCents: line.amountCents - (discounts[index] ?? 0),
  }));
  const figures = salesTax(policy, discounted);
  const lineTaxCents = spreadCents(
    figures.taxCents,
    discounted.map((line) => (isTaxed(policy, line.itemType) ? line.amountCents : 0)),
  );
  return { ...figures, lineTaxCents, lineDiscountCents: discounts };
}

/** Integer arithmetic throughout: cents × thousandths of a percent stays far below 2^53. */
function taxOn(cents: number, rateMilli: number): number {
  const hundredPercent = 100 * RATE_SCALE;
  return Math.floor((cents * rateMilli + hundredPercent / 2) / hundredPercent);
}

const RATE_PATTERN = /^(\d{1,2})(?:\.(\d{1,3}))?$/;

/** Reads "9.5", "9.750" or "0" as thousandths of a percent; null when it is not such a rate. */
export function parseRatePercent(text: string): number | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const milli = Number(match[1]) * RATE_SCALE + Number((match[2] ?? '').padEnd(3, '0'));
  return milli <= MAX_RATE_MILLI ? milli : null;
}

/** "9.5" for 9500, "9.375" for 9375, "0" for 0: the rate as the owner would write it. */
export function formatRatePercent(rateMilli: number): string {
  const whole = Math.floor(rateMilli / RATE_SCALE);
  const fraction = String(rateMilli % RATE_SCALE)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The checkout's and the receipt's label: "Sales tax (9.5%)". */
export const salesTaxLabel = (rateMilli: number) => `Sales tax (${formatRatePercent(rateMilli)}%)`;
