import { isOwner, type StaffActor } from '../admin/permissions.ts';
import { MAX_PRICE_CENTS } from '../money/money.ts';

/**
 * What each ledger entry is. Staff write `issued`, `adjustment` and `prize`; the shop writes
 * the rest: `spent` when a checkout takes credit (held from the moment it begins),
 * `released` when that payment fails or lapses, `refund` when a return pays back to credit,
 * `gift_card` when a gift card is loaded onto the balance, `trade_in` for a trade-in payout.
 */
export const LEDGER_KINDS = [
  'issued',
  'adjustment',
  'prize',
  'gift_card',
  'spent',
  'refund',
  'released',
  'trade_in',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds staff choose when they issue or adjust a customer's credit by hand. */
export const STAFF_LEDGER_KINDS = ['issued', 'adjustment', 'prize'] as const;
export type StaffLedgerKind = (typeof STAFF_LEDGER_KINDS)[number];

/** What staff may issue in one entry until the owner sets a store's own limit: $50. */
export const DEFAULT_STAFF_ISSUE_LIMIT_CENTS = 5000;

/** The largest single entry: what a price may be. */
export const MAX_ENTRY_CENTS = MAX_PRICE_CENTS;

/** The most credit one account holds: what a price may be, well inside the balance's column. */
export const MAX_BALANCE_CENTS = MAX_PRICE_CENTS;

const SIGNED_AMOUNT = /^(-)?\$?(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * Reads a signed amount ("10.00", "-4", "$2.5") as cents; null for anything else, including
 * more than two decimals, so a fraction of a cent is refused rather than rounded.
 */
export function parseSignedAmount(text: string): number | null {
  const match = SIGNED_AMOUNT.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** Why a hand-made entry's amount does not suit its kind, or null when it does. */
export function amountProblem(kind: StaffLedgerKind, cents: number): string | null {
  if (cents === 0) return 'Enter an amount other than 0.00';
  if (cents < 0 && kind !== 'adjustment') return 'Only an adjustment takes credit away';
  return null;
}

/**
 * Whether a staff member may write an entry of this amount at their store, whose issue
 * limit is given: anyone of the store up to the limit; above it, or any decrease, only a
 * manager or the owner. (Whether they work at that store at all is asked before this.)
 */
export function mayWriteEntry(
  actor: Pick<StaffActor, 'role'>,
  cents: number,
  limitCents: number,
): boolean {
  if (isOwner(actor) || actor.role === 'manager') return true;
  return cents > 0 && cents <= limitCents;
}

const KIND_WORDS: Record<LedgerKind, string> = {
  issued: 'Store credit issued',
  adjustment: 'Adjustment',
  prize: 'Prize',
  gift_card: 'Gift card',
  spent: 'Spent at checkout',
  refund: 'Refund',
  released: 'Returned from an unfinished checkout',
  trade_in: 'Trade-in',
};

/** An entry's kind in words: "Prize", "Spent at checkout". */
export const kindWords = (kind: LedgerKind): string => KIND_WORDS[kind];

/** What credit held for a checkout reads until the checkout becomes an order, or is given back. */
const HELD_FOR_PAYMENT = 'payment not finished';

/** How an entry reads in a history: its note, or else its kind and the order it belongs to. */
export function describeEntry(entry: {
  kind: LedgerKind;
  note: string | null;
  orderNumber: string | null;
}): string {
  if (entry.note) return entry.note;
  const words = KIND_WORDS[entry.kind];
  if (entry.orderNumber) return `${words}: order ${entry.orderNumber}`;
  return entry.kind === 'spent' ? `${words}: ${HELD_FOR_PAYMENT}` : words;
}

/**
 * Whether a description already names its entry's kind, as one `describeEntry` made without a
 * note does: a history then does not say the kind a second time beside it.
 */
export const describesItsKind = (entry: { kind: LedgerKind; description: string }): boolean =>
  entry.description.startsWith(KIND_WORDS[entry.kind]);
