import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import {
  addToCart,
  type CartItem,
  cartCount,
  cartTotalCents,
  removeFromCart,
  updateQuantity,
} from '../../../domain/cart/cart.rules.ts';
import { toast } from '../../components/ui/toast-store.ts';

interface CartContextValue {
  items: CartItem[];
  count: number;
  totalCents: number;
  isOpen: boolean;
  openCart: () => void;
  setOpen: (open: boolean) => void;
  /** Adds one of an item, following the cart's rules; answers whether it went in. */
  addItem: (item: Omit<CartItem, 'quantity'>) => boolean;
  updateItemQuantity: (line: Pick<CartItem, 'id' | 'type'>, quantity: number) => void;
  removeItem: (line: Pick<CartItem, 'id' | 'type'>) => void;
  clearCart: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({
  children,
  isAuthenticated,
}: {
  children: ReactNode;
  isAuthenticated: boolean;
}) {
  const [items, setItems] = useState<CartItem[]>([]);
  const [isOpen, setOpen] = useState(false);

  const addItem = useCallback(
    (item: Omit<CartItem, 'quantity'>) => {
      if (!isAuthenticated) {
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
      return true;
    },
    [isAuthenticated, items],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: cartCount(items),
      totalCents: cartTotalCents(items),
      isOpen,
      openCart: () => setOpen(true),
      setOpen,
      addItem,
      updateItemQuantity: (line, quantity) =>
        setItems((current) => updateQuantity(current, line, quantity)),
      removeItem: (line) => setItems((current) => removeFromCart(current, line)),
      clearCart: () => setItems([]),
    }),
    [items, isOpen, addItem],
  );

  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error('useCart must be used inside CartProvider');
  return value;
}
