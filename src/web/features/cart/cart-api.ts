import type {
  CartRow,
  cartAddRequestSchema,
  cartQuantityRequestSchema,
} from '../../../domain/cart/cart.contract.ts';
import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import type { z } from '../../../domain/shared/zod.ts';
import { api } from '../../lib/api-client.ts';

export type CartLine = Pick<CartItem, 'id' | 'type'>;
type CartAddBody = z.input<typeof cartAddRequestSchema>;
type CartQuantityBody = z.input<typeof cartQuantityRequestSchema>;

const CART = '/api/customers/cart';
const line = (item: CartLine) => `${CART}/${item.type}/${item.id}`;

export const fetchCart = (signal: AbortSignal) => api<CartRow[]>(CART, { signal });

export function postCartItem(item: CartItem) {
  const body: CartAddBody = {
    itemType: item.type,
    itemId: String(item.id),
    itemName: item.name,
    quantity: item.quantity,
    price: item.price,
    imageUrl: item.imageUrl ?? '',
  };
  return api<CartRow[]>(CART, { method: 'POST', body });
}

export function patchCartQuantity(item: CartLine, quantity: number) {
  const body: CartQuantityBody = { quantity };
  return api<CartRow[]>(line(item), { method: 'PATCH', body });
}

export const deleteCartItem = (item: CartLine) => api<CartRow[]>(line(item), { method: 'DELETE' });

/** A server row as the browser's cart keeps it. */
export function toCartItem(row: CartRow): CartItem {
  return {
    id: Number(row.itemId),
    type: row.itemType,
    name: row.itemName,
    price: `$${row.price}`,
    previousPrice: row.previousPrice === null ? undefined : `$${row.previousPrice}`,
    quantity: row.quantity,
    imageUrl: row.imageUrl || undefined,
    game: row.gameType ?? undefined,
    maxQuantity: row.maxQuantity,
    location: row.location,
  };
}
