import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderRefundRequest } from '../../../../domain/admin/admin.contract.ts';
import type { OrderStatus } from '../../../../domain/orders/order.contract.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatApiPrice } from '../../../lib/format.ts';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key.ts';
import { changeOrderStatus, refundOrder } from '../admin-api.ts';
import { adminKeys } from '../admin-queries.ts';

/** What an order's change makes stale: the store's orders, its counts and its activity. */
const invalidateOrders = (queryClient: QueryClient, location: Location) =>
  Promise.all(
    [adminKeys.orders(location), adminKeys.summary(location), adminKeys.audit(location)].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** Moves one of a store's orders on (ready, picked up, cancelled and refunded); its lists and counts follow. */
export function useOrderStatusChange(orderId: number, location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.orders(location),
    mutationFn: (next: OrderStatus) => changeOrderStatus(orderId, next),
    onSuccess: () => {
      toast({ title: 'Order updated', variant: 'success' });
      return invalidateOrders(queryClient, location);
    },
    onError: (error) => {
      const description =
        error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      toast({ title: 'Failed to update order', description, variant: 'destructive' });
    },
  });
}

/** Staff's refund of part of an order; the dialog shows refusals, the list then shows the refund. */
export function useOrderRefund(orderId: number, location: Location) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: OrderRefundRequest) => refundOrder(orderId, body, key.current()),
    onSuccess: (_answer, body) => {
      key.renew();
      toast({
        title: 'Refund sent',
        description: `${formatApiPrice(String(body.amount))} ${body.refundTo === 'store_credit' ? 'to store credit' : 'to the original payment'}`,
        variant: 'success',
      });
      return invalidateOrders(queryClient, location);
    },
  });
}
