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
 * proportion to what each paid, never more than a tender has left, the cents left over going
 * to the largest shares. Null when the tenders have less left than the amount.
 */
export function splitRefund<Id>(
  amountCents: number,
  tenders: readonly RefundableTender<Id>[],
): RefundShare<Id>[] | null {
  const leftOf = (tender: RefundableTender<Id>) => tender.paidCents - tender.refundedCents;
  const totalLeft = tenders.reduce((sum, tender) => sum + leftOf(tender), 0);
  const totalPaid = tenders.reduce((sum, tender) => sum + tender.paidCents, 0);
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > totalLeft) return null;

  const shares = tenders.map((tender) => ({
    tender,
    cents: Math.min(leftOf(tender), Math.floor((amountCents * tender.paidCents) / totalPaid)),
  }));
  let remaining = amountCents - shares.reduce((sum, share) => sum + share.cents, 0);
  const largestFirst = [...shares].sort(
    (a, b) => b.cents - a.cents || b.tender.paidCents - a.tender.paidCents,
  );
  for (const share of largestFirst) {
    if (remaining === 0) break;
    const extra = Math.min(remaining, leftOf(share.tender) - share.cents);
    share.cents += extra;
    remaining -= extra;
  }
  return shares
    .filter((share) => share.cents > 0)
    .map((share) => ({ id: share.tender.id, cents: share.cents }));
}
