import type { CartRow } from '../../../domain/cart/cart.contract.ts';
import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { api } from '../../lib/api-client.ts';

const CART = '/api/customers/cart';
const line = (item: Pick<CartItem, 'id' | 'type'>) => `${CART}/${item.type}/${item.id}`;

export const fetchCart = () => api<CartRow[]>(CART);

export const postCartItem = (item: CartItem) =>
  api<CartRow[]>(CART, {
    method: 'POST',
    body: {
      itemType: item.type,
      itemId: String(item.id),
      itemName: item.name,
      quantity: item.quantity,
      price: item.price,
      imageUrl: item.imageUrl ?? '',
    },
  });

export const patchCartQuantity = (item: Pick<CartItem, 'id' | 'type'>, quantity: number) =>
  api<CartRow[]>(line(item), { method: 'PATCH', body: { quantity } });

export const deleteCartItem = (item: Pick<CartItem, 'id' | 'type'>) =>
  api<CartRow[]>(line(item), { method: 'DELETE' });

export const clearServerCart = () => api<CartRow[]>(CART, { method: 'DELETE' });

/** A server row as the browser's cart keeps it. */
export function toCartItem(row: CartRow): CartItem {
  return {
    id: Number(row.itemId),
    type: row.itemType,
    name: row.itemName,
    price: `$${row.price}`,
    quantity: row.quantity,
    imageUrl: row.imageUrl || undefined,
    maxQuantity: row.maxQuantity,
    location: row.location,
  };
}
