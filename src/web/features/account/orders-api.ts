import { useQuery } from '@tanstack/react-query';
import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { useAuth } from '../auth/auth-context.tsx';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** The signed-in customer's orders; a 401 means the session ended, so the customer is signed out here. */
export function useCustomerOrders() {
  const { forgetSession } = useAuth();
  return useQuery({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      try {
        return await api<CustomerOrder[]>('/api/customers/orders', { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) forgetSession();
        throw error;
      }
    },
  });
}
