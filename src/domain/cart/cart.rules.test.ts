import { describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_FULL_MESSAGE,
  type CartItem,
  cartCount,
  cartLocation,
  cartTotalCents,
  MAX_CART_LINES,
  removeFromCart,
  updateQuantity,
} from './cart.rules.ts';

const bolt: CartItem = {
  id: 1,
  type: 'card',
  name: 'Lightning Bolt',
  price: '$1.99',
  quantity: 1,
  maxQuantity: 3,
  location: 'nlr',
};
const box: CartItem = {
  id: 1,
  type: 'merchandise',
  name: 'Booster Box',
  price: '$149.99',
  quantity: 1,
  location: 'nlr',
};
const bentonMat: CartItem = {
  id: 9,
  type: 'merchandise',
  name: 'Playmat',
  price: '$24.99',
  quantity: 1,
  location: 'benton',
};

function added(items: CartItem[], item: CartItem): CartItem[] {
  const change = addToCart(items, item);
  if (!change.ok) throw new Error(change.message);
  return change.items;
}

describe('cart rules', () => {
  it('appends a new line and grows an existing one, one per add, up to its stock', () => {
    let items = added([], bolt);
    items = added(items, box);
    expect(items).toHaveLength(2);
    items = added(added(added(items, bolt), bolt), bolt);
    expect(items.find((i) => i.type === 'card')?.quantity).toBe(3);
  });

  it('caps lines without a stock limit at 999', () => {
    const items = updateQuantity([box], box, 5000);
    expect(items[0]?.quantity).toBe(999);
  });

  it('refuses a new line past the most a cart holds, and still grows a line it has', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => ({ ...bolt, id: index + 1 }));
    expect(addToCart(full, { ...bolt, id: 1000 })).toEqual({
      ok: false,
      message: CART_FULL_MESSAGE,
    });
    expect(added(full, bolt).find((line) => line.id === 1)?.quantity).toBe(2);
  });

  it('refuses an item from the other store with the exact message', () => {
    const change = addToCart([bolt], bentonMat);
    expect(change).toEqual({
      ok: false,
      message:
        'Cannot mix locations. Your cart contains items from North Little Rock. Please checkout or clear your cart to add items from Benton.',
    });
  });

  it('always allows items without a location, and defaults the cart to North Little Rock', () => {
    const noStore: CartItem = { ...box, id: 5, location: undefined };
    expect(addToCart([bentonMat], noStore).ok).toBe(true);
    expect(cartLocation([])).toBe('nlr');
    expect(cartLocation([noStore, bentonMat])).toBe('benton');
  });

  it('removes a line set to zero or below, and on remove', () => {
    expect(updateQuantity([bolt, box], bolt, 0)).toEqual([box]);
    expect(updateQuantity([bolt, box], bolt, -2)).toEqual([box]);
    expect(removeFromCart([bolt, box], box)).toEqual([bolt]);
  });

  it('counts items and totals dollar prices in cents', () => {
    const items = updateQuantity([bolt, box], bolt, 2);
    expect(cartCount(items)).toBe(3);
    expect(cartTotalCents(items)).toBe(2 * 199 + 14999);
  });
});
