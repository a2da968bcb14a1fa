/**
 * The machine-readable `code` every error answer carries beside its human `error` text.
 * Clients branch on these, never on the wording, which may change.
 */
export const ERROR_CODES = [
  // Generic, one per status.
  'validation_failed',
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'internal',
  // Buying.
  'item_unavailable',
  'unknown_item_type',
  'not_for_sale',
  'out_of_stock',
  'mixed_locations',
  'not_in_cart',
  'cart_empty',
  'cart_full',
  'below_minimum_charge',
  'order_too_large',
  'no_card_needed',
  'payment_declined',
  'payment_not_found',
  'payment_pending',
  'amount_mismatch',
  'sold_out',
  // A full loyalty card's discount spent by another order while this one was paid for.
  'loyalty_card_spent',
  // Events.
  'registration_closed',
  'not_registered',
  'already_registered',
  'event_full',
  'capacity_below_registered',
  'has_paid_entries',
  'customer_not_found',
  // Orders and accounts.
  'order_changed',
  'invalid_transition',
  // A refund larger than what is left unrefunded of the order.
  'refund_exceeds_paid',
  'email_taken',
  // Staff adding a customer whose e-mail or phone another customer has: the answer names them.
  'customer_exists',
  'invalid_credentials',
  // Too many failed sign-ins on one account: its owner signs in by a mailed link instead.
  'account_throttled',
  // Mailed links: unknown, already used, out of time; an address already checked.
  'invalid_token',
  'token_used',
  'token_expired',
  'email_already_verified',
  // Store credit: a decrease or a spend beyond the balance.
  'insufficient_credit',
  'balance_limit',
  'not_enough_cash',
  // A prize payout to a seat that was paid a prize for its event already.
  'prize_already_paid',
  // Imports: applied already, being applied by another request, an item past the stock limit.
  'import_applied',
  'import_applying',
  'stock_limit',
  // Gift cards: a code that is unknown, already redeemed or mistyped, all alike; one this same
  // account redeemed already (a double click, a retry); less left on a card than a walk-in's
  // sale asks of it.
  'invalid_gift_card',
  'gift_card_already_yours',
  'insufficient_gift_card',
  // Merchandise: a barcode another product of the store has.
  'barcode_taken',
  'stock_changed',
  'item_in_use',
  // The counter: tenders short of the total, cash with no open drawer, a second open drawer on
  // a register, a line short of stock, and a sale's idempotency key sent again with another sale.
  'payment_incomplete',
  'drawer_closed',
  'drawer_open',
  'insufficient_stock',
  'idempotency_key_reused',
  // A receipt asked for by e-mail on a sale whose customer gave no address (or no customer).
  'no_customer_email',
  // Returns: more of a line than was sold less what came back already, goods that are not
  // brought back at the counter (an event entry, a gift card, an order not handed over), and
  // store credit for a sale without a customer.
  'return_exceeds_sold',
  'not_returnable',
  'customer_required',
  // Trade-ins: a card the store does not buy or no longer wants, and an accept trimmed to the
  // copies the store still wants (the answer's fields name the lines).
  'not_bought',
  'not_wanted',
  'trade_in_trimmed',
  // Price files: a header of no format the shop reads, a price no store could mean (negative,
  // unreadable or above $100,000), a row naming the other store, and an approval of a change
  // the file does not hold for review.
  'unknown_price_file',
  'bad_price',
  'other_store',
  'unknown_change',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code an error of each status carries when nothing more precise applies. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 402:
      return 'payment_declined';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 429:
      return 'rate_limited';
    default:
      return status >= 500 ? 'internal' : 'bad_request';
  }
}
