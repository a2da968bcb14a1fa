import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import {
  addToCart,
  type CartItem,
  removeFromCart,
  updateQuantity,
} from '../../../domain/cart/cart.rules.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import {
  type CartLine,
  deleteCartItem,
  patchCartQuantity,
  postCartItem,
  toCartItem,
} from './cart-api.ts';
import { cartKeys, cartQuery } from './cart-queries.ts';

interface CartWrite<Variables> {
  /** The call; the server answers with the whole cart. */
  send: (variables: Variables) => Promise<CartRow[]>;
  /** The same change made to the cart on screen, shown before the server answers. */
  apply: (items: CartItem[], variables: Variables) => CartItem[];
  /** The toast's title when the server refuses the change. */
  refusalTitle: string;
}

/**
 * One kind of change to the signed-in customer's cart. It shows at once, then goes to the
 * server, whose answer (the whole cart, priced from the catalog) replaces it. A change the
 * server refuses is explained and undone by reading the cart again; one that cannot reach it
 * stays and is logged, and the next load reconciles.
 */
function useCartWrite<Variables>({ send, apply, refusalTitle }: CartWrite<Variables>) {
  const queryClient = useQueryClient();
  const { customer, forgetSession } = useAuth();
  const { queryKey } = cartQuery(customer?.id ?? null);
  return useMutation({
    mutationKey: cartKeys.all,
    // One at a time, in the order made: the server then applies quick changes as they were clicked.
    scope: { id: 'cart' },
    mutationFn: send,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (items = []) => apply(items, variables));
    },
    onSuccess: (rows) => {
      // Only the last of several quick changes brings the server's cart in, so an earlier
      // answer never undoes a later change on screen.
      if (queryClient.isMutating({ mutationKey: cartKeys.all }) === 1) {
        queryClient.setQueryData(queryKey, rows.map(toCartItem));
      }
    },
    onError: (error) => {
      if (failedWith(error, 'unauthorized')) {
        forgetSession();
      } else if (error instanceof ApiError && error.isRefusal) {
        toast({ title: refusalTitle, description: error.serverMessage, variant: 'destructive' });
        void queryClient.invalidateQueries({ queryKey });
      } else {
        console.error('Failed to sync cart with server:', error);
      }
    },
  });
}

export const useAddToCart = () =>
  useCartWrite<CartItem>({
    send: postCartItem,
    apply: (items, item) => {
      const change = addToCart(items, item);
      return change.ok ? change.items : items;
    },
    refusalTitle: 'Cannot add to cart',
  });

export const useSetCartQuantity = () =>
  useCartWrite<{ line: CartLine; quantity: number }>({
    send: ({ line, quantity }) => patchCartQuantity(line, Math.max(0, quantity)),
    apply: (items, { line, quantity }) => updateQuantity(items, line, quantity),
    refusalTitle: 'Cannot update cart',
  });

export const useRemoveFromCart = () =>
  useCartWrite<CartLine>({
    send: deleteCartItem,
    apply: removeFromCart,
    refusalTitle: 'Cannot update cart',
  });
