import { useOncePerKey } from '../../lib/use-once-per-key.ts';
import { confirmationOutcome } from './order-confirmation-outcome.ts';
import { usePlaceOrder } from './use-checkout-mutations.ts';

/**
 * The order of the payment the customer came back from: asked for once as the page opens, and
 * again when the customer checks again. The server answers exactly that payment's order, or
 * why there is none.
 */
export function useOrderConfirmation(paymentIntentId: string) {
  const placement = usePlaceOrder();
  const ask = () => placement.mutate(paymentIntentId);
  useOncePerKey(paymentIntentId, ask);
  return { outcome: confirmationOutcome(placement.data, placement.error), checkAgain: ask };
}
