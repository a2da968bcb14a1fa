import { spreadCents } from '../money/spread-cents.ts';

/** A sold line as a return sees it: what it sold for and what came back of it already. */
export interface ReturnableLine {
  quantity: number;
  /** What the line was paid, after every discount, without tax. */
  paidCents: number;
  /** The line's part of the sale's tax. */
  taxCents: number;
  returned: { quantity: number; paidCents: number; taxCents: number };
}

export interface ReturnShare {
  paidCents: number;
  taxCents: number;
}

/** `cents × part / whole` rounded half up to the cent, as the sales tax rule rounds. */
const shareHalfUp = (cents: number, part: number, whole: number) =>
  Math.floor((2 * cents * part + whole) / (2 * whole));

/**
 * What bringing back `quantity` of a line gives back: its paid price and its tax in proportion
 * to the quantity (quantity ÷ sold), each rounded half up to the cent as the tax rule rounds.
 * The return that brings back the line's last units gives back exactly what is left of it, so
 * however a line comes back, its returns add up to what it was paid and taxed, never a cent more.
 */
export function returnShare(line: ReturnableLine, quantity: number): ReturnShare {
  const leftPaid = line.paidCents - line.returned.paidCents;
  const leftTax = line.taxCents - line.returned.taxCents;
  if (line.returned.quantity + quantity >= line.quantity) {
    return { paidCents: leftPaid, taxCents: leftTax };
  }
  return {
    paidCents: Math.min(leftPaid, shareHalfUp(line.paidCents, quantity, line.quantity)),
    taxCents: Math.min(leftTax, shareHalfUp(line.taxCents, quantity, line.quantity)),
  };
}

/** How many of a line may still come back. */
export const returnableQuantity = (line: Pick<ReturnableLine, 'quantity' | 'returned'>) =>
  line.quantity - line.returned.quantity;

/**
 * A return's shares when no more than `capCents` of the sale is left to give back (staff
 * refunded part of it already, a price match say): the cap spread over the lines' paid prices
 * and taxes in proportion, so the return's lines add up to the money that goes back and the
 * reports count no refund twice. Shares within the cap stay as they are.
 */
export function sharesWithin(shares: readonly ReturnShare[], capCents: number): ReturnShare[] {
  const due = shares.reduce((sum, share) => sum + share.paidCents + share.taxCents, 0);
  if (due <= capCents) return [...shares];
  const spread = spreadCents(
    Math.max(0, capCents),
    shares.flatMap((share) => [share.paidCents, share.taxCents]),
  );
  return shares.map((_, index) => ({
    paidCents: spread[2 * index] ?? 0,
    taxCents: spread[2 * index + 1] ?? 0,
  }));
}
