import type { CreateOrderResponse } from '../../../domain/checkout/checkout.contract.ts';
import { ApiError } from '../../lib/api-client.ts';

/** What the confirmation page says about a payment the provider sent the customer back from. */
export type ConfirmationOutcome =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; placed: CreateOrderResponse }
  /** The provider has not reported the payment as succeeded yet. */
  | { kind: 'awaiting-payment' }
  /** Paid, but an item sold out meanwhile: refunded, and the cart no longer holds what sold out. */
  | { kind: 'sold-out'; message: string }
  /**
   * Paid, but no order can be made of it (a changed amount, the held store credit or the full
   * loyalty card's discount gone meanwhile); the server says why and where the money went.
   */
  | { kind: 'refused'; message: string }
  /** No payment with this id is the customer's. */
  | { kind: 'not-found'; message: string }
  /** The session ended: the customer is asked to sign in again. */
  | { kind: 'signed-out' }
  /** Asking failed for another reason (the server or the connection). */
  | { kind: 'failed' };

const NOT_FOUND_FALLBACK = 'We could not find this payment.';

/** The outcome of asking the server for a payment's order, from its answer or its error code. */
export function confirmationOutcome(
  placed: CreateOrderResponse | undefined,
  error: Error | null,
): ConfirmationOutcome {
  if (placed) return { kind: 'confirmed', placed };
  if (!error) return { kind: 'confirming' };
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  switch (error.code) {
    case 'payment_pending':
      return { kind: 'awaiting-payment' };
    case 'sold_out':
      return { kind: 'sold-out', message: error.serverMessage ?? error.message };
    case 'amount_mismatch':
    case 'insufficient_credit':
    case 'loyalty_card_spent':
      return { kind: 'refused', message: error.serverMessage ?? error.message };
    case 'payment_not_found':
      return { kind: 'not-found', message: error.serverMessage ?? NOT_FOUND_FALLBACK };
    case 'unauthorized':
      return { kind: 'signed-out' };
    default:
      return { kind: 'failed' };
  }
}
