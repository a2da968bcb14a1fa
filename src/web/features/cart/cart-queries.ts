import { queryOptions, skipToken } from '@tanstack/react-query';
import { customerDataKey } from '../auth/auth-queries.ts';
import { fetchCart, toCartItem } from './cart-api.ts';

export const cartKeys = {
  all: [...customerDataKey, 'cart'] as const,
  forCustomer: (customerId: number | null) => [...cartKeys.all, customerId] as const,
};

/** The signed-in customer's cart as the server keeps it; nobody's while nobody is signed in. */
export const cartQuery = (customerId: number | null) =>
  queryOptions({
    queryKey: cartKeys.forCustomer(customerId),
    queryFn:
      customerId === null
        ? skipToken
        : async ({ signal }) => (await fetchCart(signal)).map(toCartItem),
  });
