import { MAX_LINE_QUANTITY } from '../catalog/options.ts';
import type { ItemType } from '../inventory/sellable-kinds.ts';
import { parsePrice } from '../money/money.ts';
import { DEFAULT_LOCATION, type Location, storeName } from '../stores/stores.ts';

/** A cart line as the browser keeps it (docs/requirements.md#cart). */
export interface CartItem {
  id: number;
  type: ItemType;
  name: string;
  /** With a leading dollar sign, e.g. "$19.99". */
  price: string;
  /** The price it was added at ("$24.99"), when it has been repriced since. */
  previousPrice?: string | undefined;
  quantity: number;
  imageUrl?: string | undefined;
  /** The item's game, which its placeholder art is drawn for. */
  game?: string | undefined;
  /** Stock on hand; 999 applies when absent. */
  maxQuantity?: number | undefined;
  location?: Location | undefined;
}

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; message: string };

export function lineCap(item: Pick<CartItem, 'maxQuantity'>): number {
  return item.maxQuantity ?? MAX_LINE_QUANTITY;
}

/** The store the cart belongs to: that of its first item with one, North Little Rock when none. */
export function cartLocation(items: readonly CartItem[]): Location {
  return items.find((item) => item.location)?.location ?? DEFAULT_LOCATION;
}

/** The most different items a cart holds: more is a script, not a shopper. */
export const MAX_CART_LINES = 100;
export const CART_FULL_MESSAGE = `Your cart holds at most ${MAX_CART_LINES} different items. Check out or remove some first.`;

export function mixedLocationMessage(cartStore: Location, otherStore: Location): string {
  return `Cannot mix locations. Your cart contains items from ${storeName(cartStore)}. Please checkout or clear your cart to add items from ${storeName(otherStore)}.`;
}

const sameLine = (a: Pick<CartItem, 'id' | 'type'>, b: Pick<CartItem, 'id' | 'type'>) =>
  a.id === b.id && a.type === b.type;

/**
 * Adds one (or `quantity`) of an item: an existing line grows up to its cap, a new line is
 * appended. An item from another store than the cart's is refused, and a new line past
 * `MAX_CART_LINES`.
 */
export function addToCart(items: readonly CartItem[], item: CartItem): CartChange {
  const located = items.filter((line) => line.location);
  if (item.location && located.length > 0 && cartLocation(items) !== item.location) {
    return { ok: false, message: mixedLocationMessage(cartLocation(items), item.location) };
  }
  const existing = items.find((line) => sameLine(line, item));
  if (!existing) {
    if (items.length >= MAX_CART_LINES) return { ok: false, message: CART_FULL_MESSAGE };
    return {
      ok: true,
      items: [...items, { ...item, quantity: Math.min(item.quantity, lineCap(item)) }],
    };
  }
  const cap = lineCap(item.maxQuantity === undefined ? existing : item);
  return {
    ok: true,
    items: items.map((line) =>
      sameLine(line, item)
        ? {
            ...line,
            maxQuantity: item.maxQuantity ?? line.maxQuantity,
            quantity: Math.min(line.quantity + item.quantity, cap),
          }
        : line,
    ),
  };
}

/** Sets a line's quantity, capped at its stock; zero or less removes the line. */
export function updateQuantity(
  items: readonly CartItem[],
  line: Pick<CartItem, 'id' | 'type'>,
  quantity: number,
): CartItem[] {
  if (quantity <= 0) return removeFromCart(items, line);
  return items.map((item) =>
    sameLine(item, line)
      ? { ...item, quantity: Math.min(Math.floor(quantity), lineCap(item)) }
      : item,
  );
}

export function removeFromCart(
  items: readonly CartItem[],
  line: Pick<CartItem, 'id' | 'type'>,
): CartItem[] {
  return items.filter((item) => !sameLine(item, line));
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** The total in cents, read from the lines' dollar prices. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + (parsePrice(item.price) ?? 0) * item.quantity, 0);
}
