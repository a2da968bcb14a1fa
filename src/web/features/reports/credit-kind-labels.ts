import type { LedgerKind } from '../../../domain/store-credit/store-credit.rules.ts';

const CREDIT_KIND_LABELS: Record<LedgerKind, string> = {
  issued: 'Issued',
  adjustment: 'Adjustments',
  prize: 'Prizes',
  gift_card: 'Gift cards loaded',
  spent: 'Spent',
  refund: 'Refunded to credit',
  released: 'Released',
  trade_in: 'Trade-ins',
};

/** A ledger kind as the credit report's column: "Issued", "Spent", "Refunded to credit". */
export const creditKindLabel = (kind: LedgerKind) => CREDIT_KIND_LABELS[kind];
