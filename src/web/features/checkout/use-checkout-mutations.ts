import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../lib/api-client.ts';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { accountKeys } from '../account/account-queries.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { cartKeys } from '../cart/cart-queries.ts';
import {
  confirmTestCard,
  createPaymentIntent,
  payWithStoreCredit,
  placeOrder,
} from './checkout-api.ts';
import { checkoutKeys } from './checkout-queries.ts';
import { confirmedOrderState } from './confirmed-order-state.ts';
import { showPaymentFailure } from './payment-failure.ts';

/** Sets up the payment for the cart; the server keeps what it is for with the payment. */
export function usePaymentSetup() {
  return useMutation({
    mutationFn: (storeCredit?: string) => createPaymentIntent(storeCredit),
    onError: (error) => {
      const description =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : 'Unable to process payment. Please try again.';
      toast({ title: 'Payment Setup Failed', description, variant: 'destructive' });
    },
  });
}

/** Pays with the built-in test provider, which then sends the browser on as Stripe does. */
export function useTestCardPayment() {
  return useMutation({
    mutationFn: confirmTestCard,
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
    onError: showPaymentFailure,
  });
}

/** Pays through Stripe's Payment Element; Stripe sends the browser on to the confirmation page. */
export function useStripePayment() {
  return useMutation({
    mutationFn: ({ stripe, elements }: { stripe: Stripe; elements: StripeElements }) =>
      stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
      }),
    // Stripe answers only a payment that did not go through: one that did has left the page.
    onSuccess: ({ error }) =>
      toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' }),
    onError: showPaymentFailure,
  });
}

/**
 * The order of a payment. Once placed, what the server changed with it (the cart emptied, the
 * order and perhaps a stamp added) is read again. A session that ended signs the customer out
 * here.
 */
export function usePlaceOrder() {
  const refresh = useRefreshAfterOrder();
  const { forgetSession } = useAuth();
  return useMutation({
    mutationFn: (paymentIntentId: string) => placeOrder(paymentIntentId),
    onSuccess: refresh,
    onError: (error) => {
      if (failedWith(error, 'unauthorized')) forgetSession();
      // A paid order that could not be placed was cancelled and given back: the server's cart
      // dropped what sold out, or the held credit went back to the balance. Read them again so
      // the cart, its count, the orders and the balance say so.
      if (failedWith(error, 'sold_out') || failedWith(error, 'insufficient_credit')) refresh();
    },
  });
}

/**
 * Pays the whole cart with store credit and shows the order on the confirmation page, as a
 * card's payment does. That page reads the cart, orders and balance again: read here, the
 * emptied cart would send the checkout, still shown while that page loads, home.
 */
export function useStoreCreditOrder() {
  const navigate = useNavigate();
  const order = useMutation({
    mutationFn: payWithStoreCredit,
    onSuccess: (placed) => navigate('/order-confirmation', { state: confirmedOrderState(placed) }),
    onError: showPaymentFailure,
  });
  // A second press would find the cart the first emptied and report a failed payment.
  const place = useOneAtATime(order.mutate);
  return { isPending: order.isPending, place };
}

/** What an order changes on the server (the cart emptied, the orders, stamps and balance), read again. */
export function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
  }, [queryClient]);
}
