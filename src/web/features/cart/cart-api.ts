import { type CartRow, cartSchema } from '../../../domain/cart/cart.contract.ts';
import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { api } from '../../lib/api-client.ts';

const CART = '/api/customers/cart';
const line = (item: Pick<CartItem, 'id' | 'type'>) => `${CART}/${item.type}/${item.id}`;

export const fetchCart = () => api(CART, cartSchema);

export const postCartItem = (item: CartItem) =>
  api(CART, cartSchema, {
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
  api(line(item), cartSchema, { method: 'PATCH', body: { quantity } });

export const deleteCartItem = (item: Pick<CartItem, 'id' | 'type'>) =>
  api(line(item), cartSchema, { method: 'DELETE' });

export const clearServerCart = () => api(CART, cartSchema, { method: 'DELETE' });

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
