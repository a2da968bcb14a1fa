import { useIsMutating, useQuery } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import {
  addToCart,
  type CartItem,
  cartCount,
  cartTotalCents,
} from '../../../domain/cart/cart.rules.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { failedWith } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { SIGN_IN_AND_RETURN } from '../auth/sign-in-action.ts';
import type { CartLine } from './cart-api.ts';
import { cartKeys, cartQuery } from './cart-queries.ts';
import { useAddToCart, useRemoveFromCart, useSetCartQuantity } from './use-cart-mutations.ts';

interface CartContextValue {
  items: CartItem[];
  /** Whether the signed-in customer's cart has come from the server yet. */
  isLoaded: boolean;
  /** Whether a change is still on its way to the server (which prices the cart at checkout). */
  isSaving: boolean;
  count: number;
  totalCents: number;
  isOpen: boolean;
  openCart: () => void;
  setOpen: (open: boolean) => void;
  /** Adds one of an item, following the cart's rules; answers whether it went in. */
  addItem: (item: Omit<CartItem, 'quantity'>) => boolean;
  updateItemQuantity: (line: CartLine, quantity: number) => void;
  removeItem: (line: CartLine) => void;
}

const CartContext = createContext<CartContextValue | null>(null);
const STORAGE_KEY = 'cartItems';
const NO_ITEMS: CartItem[] = [];

function storedCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * The signed-in customer's cart from the server; a load that fails is logged (an ended session
 * signs out through the auth provider, as every read of the customer's things does).
 */
function useServerCart(customerId: number | null, signedOut: boolean) {
  const cart = useQuery({
    ...cartQuery(customerId),
    // Until the server's cart comes, the one kept in this browser shows, so a reload keeps its
    // count. Not while signed out: the next customer's cart then starts from nothing.
    ...(signedOut ? {} : { placeholderData: storedCart }),
  });
  useEffect(() => {
    if (cart.error && !failedWith(cart.error, 'unauthorized')) {
      console.error('Failed to sync cart with server:', cart.error);
    }
  }, [cart.error]);
  return cart;
}

/**
 * The cart: the signed-in customer's, kept by the server (see use-cart-mutations.ts for how a
 * change travels), and empty for everyone else, so signing out empties it here.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { customer, isLoading } = useAuth();
  const customerId = customer?.id ?? null;
  const signedOut = !isLoading && customerId === null;
  const cart = useServerCart(customerId, signedOut);
  const items = signedOut ? NO_ITEMS : (cart.data ?? NO_ITEMS);
  const isSaving = useIsMutating({ mutationKey: cartKeys.all }) > 0;
  const [isOpen, setOpen] = useState(false);
  const add = useAddToCart();
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveFromCart();

  useEffect(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(items)), [items]);

  const addItem = useCallback(
    (item: Omit<CartItem, 'quantity'>) => {
      if (customerId === null) {
        toast({
          title: 'Account Required',
          description: 'Please create an account or sign in to add items to your cart.',
          variant: 'destructive',
          action: SIGN_IN_AND_RETURN,
        });
        return false;
      }
      const change = addToCart(items, { ...item, quantity: 1 });
      if (!change.ok) {
        toast({ title: 'Cannot add item', description: change.message, variant: 'destructive' });
        return false;
      }
      const quantityIn = (lines: readonly CartItem[]) =>
        lines.find((line) => line.id === item.id && line.type === item.type)?.quantity ?? 0;
      const held = quantityIn(change.items);
      if (held === quantityIn(items)) {
        toast({
          title: 'Already in your cart',
          description: `${item.name}: ${held} in your cart, all there are to buy.`,
        });
        return false;
      }
      toast({ title: 'Added to cart', description: item.name, variant: 'success' });
      add.mutate({ ...item, quantity: 1 });
      return true;
    },
    [customerId, items, add.mutate],
  );

  const { refetch } = cart;
  const openOrClose = useCallback(
    (open: boolean) => {
      setOpen(open);
      // A price may have changed since the cart was read: the panel shows it as it is now.
      if (open && customerId !== null && !isSaving) void refetch();
    },
    [customerId, isSaving, refetch],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      isLoaded: customerId !== null && cart.isFetched,
      isSaving,
      count: cartCount(items),
      totalCents: cartTotalCents(items),
      isOpen,
      openCart: () => openOrClose(true),
      setOpen: openOrClose,
      addItem,
      updateItemQuantity: (line, quantity) => setQuantity.mutate({ line, quantity }),
      removeItem: (line) => remove.mutate(line),
    }),
    [
      items,
      customerId,
      cart.isFetched,
      isSaving,
      isOpen,
      openOrClose,
      addItem,
      setQuantity.mutate,
      remove.mutate,
    ],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
