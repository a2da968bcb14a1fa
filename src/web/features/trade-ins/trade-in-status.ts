import type { TradeInStatus } from '../../../domain/trade-ins/trade-in.rules.ts';

/** How a status reads to people, on the account and at the counter. */
export const STATUS_WORDS: Record<TradeInStatus, string> = {
  submitted: 'Submitted',
  received: 'Received',
  offered: 'Revised offer',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
