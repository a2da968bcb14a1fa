import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../domain/orders/order.contract.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { changeOrderStatus } from '../admin-api.ts';
import { adminKeys } from '../admin-queries.ts';

/** Moves one of a store's orders on (ready, picked up, cancelled and refunded); its lists and counts follow. */
export function useOrderStatusChange(orderId: number, location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: OrderStatus) => changeOrderStatus(orderId, next),
    onSuccess: () => {
      toast({ title: 'Order updated', variant: 'success' });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orders(location) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.summary(location) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit(location) }),
      ]);
    },
    onError: (error) => {
      const description =
        error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      toast({ title: 'Failed to update order', description, variant: 'destructive' });
    },
  });
}
