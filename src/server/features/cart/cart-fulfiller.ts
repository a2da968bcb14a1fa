import type { PurchaseFulfiller } from '../purchases/purchase-fulfiller.ts';
import type { CartRepository } from './cart.repository.ts';

/** The purpose a payment for a customer's cart records. */
export const CART_PURPOSE = 'cart';

/** A paid cart leaves the cart: the lines it bought are taken out with the order. */
export function createCartFulfiller(cart: CartRepository): PurchaseFulfiller {
  return {
    purpose: CART_PURPOSE,
    onPaid: async (tx, purchase) => {
      // A purchase paid at once (no payment intent) took its lines out when it was recorded.
      if (purchase.paymentIntentId === null) return;
      await cart.removeBought(tx, purchase.customerId, purchase.lines);
    },
    // Every line it was priced from, still in the cart: another request that took them first
    // (Place order pressed twice, two tabs) leaves this one nothing to buy.
    claim: async (tx, purchase) =>
      (await cart.removeBought(tx, purchase.customerId, purchase.lines)) === purchase.lines.length,
  };
}
