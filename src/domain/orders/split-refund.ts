import { spreadCents } from '../money/spread-cents.ts';

/** A tender as a refund sees it: what it paid and what has already gone back to it. */
export interface RefundableTender<Id> {
  id: Id;
  paidCents: number;
  refundedCents: number;
}

export interface RefundShare<Id> {
  id: Id;
  cents: number;
}

/**
 * How a refund of `amountCents` is split over the tenders that paid (docs/decisions/0004): in
 * proportion to what each paid, the cents left over going one each to the largest remainders
 * (`spreadCents`), never more than a tender has left: what a full tender cannot take is spread
 * over the others the same way. Null when the tenders have less left than the amount.
 */
export function splitRefund<Id>(
  amountCents: number,
  tenders: readonly RefundableTender<Id>[],
): RefundShare<Id>[] | null {
  const leftOf = (tender: RefundableTender<Id>) => tender.paidCents - tender.refundedCents;
  const totalLeft = tenders.reduce((sum, tender) => sum + leftOf(tender), 0);
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > totalLeft) return null;

  const shares = tenders.map(() => 0);
  let open = tenders.flatMap((tender, index) => (leftOf(tender) > 0 ? [index] : []));
  let toSpread = amountCents;
  // Each round fills at least one tender or spreads everything, so it ends within a round a tender.
  while (toSpread > 0) {
    const parts = spreadCents(
      toSpread,
      open.map((index) => tenders[index]?.paidCents ?? 0),
    );
    toSpread = 0;
    const stillOpen: number[] = [];
    open.forEach((index, place) => {
      const room = leftOf(tenders[index] as RefundableTender<Id>) - (shares[index] ?? 0);
      const part = parts[place] ?? 0;
      const taken = Math.min(room, part);
      shares[index] = (shares[index] ?? 0) + taken;
      toSpread += part - taken;
      if (taken < room) stillOpen.push(index);
    });
    open = stillOpen;
  }
  return tenders.flatMap((tender, index) =>
    (shares[index] ?? 0) > 0 ? [{ id: tender.id, cents: shares[index] ?? 0 }] : [],
  );
}
