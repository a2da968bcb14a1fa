import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { failedWith } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { SIGN_IN_AND_RETURN } from '../auth/sign-in-action.ts';
import { toCartItem } from '../cart/cart-api.ts';
import { useCart } from '../cart/cart-context.tsx';
import { cartQuery } from '../cart/cart-queries.ts';
import { checkoutKeys } from '../checkout/checkout-queries.ts';
import { storeCreditKeys } from '../store-credit/store-credit-queries.ts';
import { postGiftCard, redeemGiftCard } from './gift-cards-api.ts';

/** An ended session: sign out here, with a way back in. */
function useSessionEnded() {
  const { forgetSession } = useAuth();
  return (error: Error) => {
    if (!failedWith(error, 'unauthorized')) return false;
    forgetSession();
    toast({ title: 'Please sign in', action: SIGN_IN_AND_RETURN });
    return true;
  };
}

/** Chooses a gift card: the server puts it in the cart, whose answer replaces the one shown, and the cart opens. */
export function useAddGiftCard() {
  const queryClient = useQueryClient();
  const { customer } = useAuth();
  const { openCart } = useCart();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: postGiftCard,
    onSuccess: (rows) => {
      queryClient.setQueryData(cartQuery(customer?.id ?? null).queryKey, rows.map(toCartItem));
      openCart();
    },
    onError: (error) => {
      sessionEnded(error);
    },
  });
}

/** Redeems a code onto the customer's store credit. */
export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSuccess: (redeemed) => {
      for (const queryKey of [storeCreditKeys.mine(), checkoutKeys.storeCredit()]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      toast({
        title: `$${redeemed.amount} added to your store credit`,
        description: `Gift card ending ${redeemed.lastFour}. Your balance is $${redeemed.balance}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      sessionEnded(error);
    },
  });
}
