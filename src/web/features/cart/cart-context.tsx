import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import {
  addToCart,
  type CartItem,
  cartCount,
  cartTotalCents,
  removeFromCart,
  updateQuantity,
} from '../../../domain/cart/cart.rules.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';
import {
  clearServerCart,
  deleteCartItem,
  fetchCart,
  patchCartQuantity,
  postCartItem,
  toCartItem,
} from './cart-api.ts';

type Line = Pick<CartItem, 'id' | 'type'>;

interface CartContextValue {
  items: CartItem[];
  /** Whether the signed-in customer's cart has come from the server yet. */
  isLoaded: boolean;
  count: number;
  totalCents: number;
  isOpen: boolean;
  openCart: () => void;
  setOpen: (open: boolean) => void;
  /** Adds one of an item, following the cart's rules; answers whether it went in. */
  addItem: (item: Omit<CartItem, 'quantity'>) => boolean;
  updateItemQuantity: (line: Line, quantity: number) => void;
  removeItem: (line: Line) => void;
  clearCart: () => void;
  /** Reads the cart again from the server (after an order, say). */
  reload: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);
const STORAGE_KEY = 'cartItems';

function storedCart(): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CartItem[]) : [];
  } catch {
    return [];
  }
}

/**
 * The cart. Each change shows at once; for a signed-in customer it then goes to the server,
 * whose answer (the whole cart, priced from the catalog) replaces the local copy. A change the
 * server refuses is explained and undone; one that cannot reach it stays and is logged, and the
 * next load reconciles.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { customer, isLoading, forgetSession } = useAuth();
  const [items, setItems] = useState<CartItem[]>(storedCart);
  const [isOpen, setOpen] = useState(false);
  const [loadedFor, setLoadedFor] = useState<number | null>(null);
  const latestSync = useRef(0);
  const customerId = customer?.id ?? null;

  useEffect(() => localStorage.setItem(STORAGE_KEY, JSON.stringify(items)), [items]);

  const sync = useCallback(
    async (request: () => Promise<CartRow[]>, refusalTitle = 'Cannot add to cart') => {
      const ticket = ++latestSync.current;
      try {
        const rows = await request();
        if (ticket === latestSync.current) setItems(rows.map(toCartItem));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          forgetSession();
        } else if (error instanceof ApiError && error.status < 500) {
          toast({ title: refusalTitle, description: error.serverMessage, variant: 'destructive' });
          void sync(fetchCart);
        } else {
          console.error('Failed to sync cart with server:', error);
        }
      }
    },
    [forgetSession],
  );

  // The server's cart is the truth for whoever signs in; signing out empties the cart here.
  useEffect(() => {
    if (isLoading) return;
    if (customerId === null) {
      latestSync.current += 1;
      setItems([]);
      return;
    }
    void sync(fetchCart).then(() => setLoadedFor(customerId));
  }, [customerId, isLoading, sync]);

  const reload = useCallback(() => void sync(fetchCart), [sync]);

  const addItem = useCallback(
    (item: Omit<CartItem, 'quantity'>) => {
      if (customerId === null) {
        toast({
          title: 'Account Required',
          description: 'Please create an account or sign in to add items to your cart.',
          variant: 'destructive',
        });
        return false;
      }
      const change = addToCart(items, { ...item, quantity: 1 });
      if (!change.ok) {
        toast({ title: 'Cannot add item', description: change.message, variant: 'destructive' });
        return false;
      }
      setItems(change.items);
      toast({ title: 'Added to cart', description: item.name, variant: 'success' });
      void sync(() => postCartItem({ ...item, quantity: 1 }));
      return true;
    },
    [customerId, items, sync],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      isLoaded: customerId !== null && loadedFor === customerId,
      count: cartCount(items),
      totalCents: cartTotalCents(items),
      isOpen,
      openCart: () => setOpen(true),
      setOpen,
      addItem,
      updateItemQuantity: (line, quantity) => {
        setItems((current) => updateQuantity(current, line, quantity));
        void sync(() => patchCartQuantity(line, Math.max(0, quantity)), 'Cannot update cart');
      },
      removeItem: (line) => {
        setItems((current) => removeFromCart(current, line));
        void sync(() => deleteCartItem(line), 'Cannot update cart');
      },
      clearCart: () => {
        setItems([]);
        void sync(clearServerCart, 'Cannot update cart');
      },
      reload,
    }),
    [items, isOpen, addItem, sync, reload, customerId, loadedFor],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
