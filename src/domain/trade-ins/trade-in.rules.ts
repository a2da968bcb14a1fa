import { type Location, STORES } from '../stores/stores.ts';

/**
 * A trade-in's life (issue 28): a customer's list `submitted` online (prices held for
 * `QUOTE_HOLD_DAYS`, then `expired`), or a walk-in's `received` at once; staff grade it, may send
 * a lower offer to a customer who is not at the counter (`offered`, waiting for their answer),
 * then `accepted` (paid) or `declined`; a customer may cancel while it is `submitted`.
 */
export const TRADE_IN_STATUSES = [
  'submitted',
  'received',
  'offered',
  'accepted',
  'declined',
  'cancelled',
  'expired',
] as const;
export type TradeInStatus = (typeof TRADE_IN_STATUSES)[number];

/** Statuses still waiting on the store or the customer: the staff queue shows these by default. */
export const OPEN_STATUSES = [
  'submitted',
  'received',
  'offered',
] as const satisfies readonly TradeInStatus[];

/** What the staff queue filters by: one status, or `open` for all of `OPEN_STATUSES`. */
export const QUEUE_FILTERS = ['open', ...TRADE_IN_STATUSES] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

export const TRADE_IN_PAYOUTS = ['cash', 'credit'] as const;
export type TradeInPayout = (typeof TRADE_IN_PAYOUTS)[number];

/** How screens, receipts and mail name each payout. */
export const PAYOUT_LABELS: Record<TradeInPayout, string> = {
  cash: 'Cash',
  credit: 'Store credit',
};

/** Statuses staff may still grade, accept or decline. */
export const GRADABLE_STATUSES = [
  'submitted',
  'received',
] as const satisfies readonly TradeInStatus[];

export const QUOTE_HOLD_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

export const quoteExpiry = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + QUOTE_HOLD_DAYS * DAY_MS);

/** `T-NLR-0042`: the store's code and its trade-ins counted from one. */
export function tradeInNumber(location: Location, sequence: number): string {
  return `T-${STORES[location].numberPrefix}-${String(sequence).padStart(4, '0')}`;
}

/** One line as it counts toward the offer: rejected lines count for nothing. */
export interface PricedLine {
  quantity: number;
  cashCents: number;
  creditCents: number;
  rejectReason: string | null;
}

/** What the lines come to, cash and credit. */
export function offerTotals(lines: readonly PricedLine[]): {
  cashCents: number;
  creditCents: number;
} {
  let cashCents = 0;
  let creditCents = 0;
  for (const line of lines) {
    if (line.rejectReason !== null) continue;
    cashCents += line.quantity * line.cashCents;
    creditCents += line.quantity * line.creditCents;
  }
  return { cashCents, creditCents };
}

/** What a payout of these lines pays, in the chosen tender. */
export const payoutCents = (lines: readonly PricedLine[], payout: TradeInPayout) => {
  const totals = offerTotals(lines);
  return payout === 'cash' ? totals.cashCents : totals.creditCents;
};
