import { useCart } from '../cart/cart-context.tsx';
import { useRegisterForEvent } from '../registrations/use-registration-mutations.ts';

/**
 * Register, Pay for entry and Claim seat: one call. A paid entry then waits in the cart, which
 * opens on it (the cart has read the server's again by then), so the player goes on to
 * checkout from there as for any item.
 */
export function useTakeSeat() {
  const register = useRegisterForEvent();
  const { openCart } = useCart();
  return {
    isPending: register.isPending,
    // Awaited rather than passed to mutate: the button that asked is replaced by the player's
    // new place as the events are read again, and mutate's callbacks skip an unmounted caller.
    take: (tournamentId: number): void => {
      void register.mutateAsync(tournamentId).then(
        ({ toPay }) => {
          if (toPay) openCart();
        },
        // A refusal has been explained by the mutation's own toast.
        () => undefined,
      );
    },
  };
}
