import { useQuery } from '@tanstack/react-query';
import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { createOrder } from './checkout-api.ts';

/** How recent an order must be to be taken as the one just paid for, when creating it failed. */
const RECENT_ORDER_MS = 5 * 60 * 1000;

export type Confirmation =
  | {
      kind: 'confirmed';
      orderNumber: string;
      pickupCode: string | null;
      order: CustomerOrder | null;
    }
  | { kind: 'refused'; message: string }
  | { kind: 'processing' };

async function recentOrder(): Promise<CustomerOrder | undefined> {
  const orders = await api<CustomerOrder[]>('/api/customers/orders');
  const cutoff = Date.now() - RECENT_ORDER_MS;
  return orders.find((order) => new Date(order.createdAt).getTime() >= cutoff);
}

/**
 * After a succeeded payment: the order for it. If asking fails, an order made in the last five
 * minutes is taken as this one; failing that, the payment is still being processed.
 */
export function useOrderConfirmation(paymentIntentId: string | null) {
  return useQuery({
    queryKey: ['order-confirmation', paymentIntentId],
    enabled: paymentIntentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async (): Promise<Confirmation> => {
      try {
        const placed = await createOrder(paymentIntentId ?? '');
        return {
          kind: 'confirmed',
          orderNumber: placed.orderNumber,
          pickupCode: placed.pickupCode,
          order: placed.order,
        };
      } catch (error) {
        if (
          error instanceof ApiError &&
          error.status === 409 &&
          error.serverMessage?.startsWith('Sorry')
        ) {
          return { kind: 'refused', message: error.serverMessage };
        }
        const recent = await recentOrder().catch(() => undefined);
        if (recent)
          return {
            kind: 'confirmed',
            orderNumber: recent.orderNumber,
            pickupCode: recent.pickupCode,
            order: recent,
          };
        return { kind: 'processing' };
      }
    },
  });
}
