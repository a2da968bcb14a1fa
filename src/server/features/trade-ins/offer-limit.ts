import { formatDollars, MAX_PRICE_CENTS } from '../../../domain/money/money.ts';
import { offerTotals, type PricedLine } from '../../../domain/trade-ins/trade-in.rules.ts';
import { BadRequestError } from '../../errors.ts';

/**
 * A trade-in's totals, cash and credit, held to the shop's largest amount as every price is:
 * a hotlist's fixed price times a stack of copies could pass it. Refused on `lines`, for staff
 * to split the cards over two trade-ins.
 */
export function offerWithinLimit(lines: readonly PricedLine[]): {
  cashCents: number;
  creditCents: number;
} {
  const totals = offerTotals(lines);
  if (Math.max(totals.cashCents, totals.creditCents) > MAX_PRICE_CENTS) {
    const message = `A trade-in comes to at most ${formatDollars(MAX_PRICE_CENTS)}: split the cards over two trade-ins.`;
    throw new BadRequestError(message, { fields: { lines: message } });
  }
  return totals;
}
