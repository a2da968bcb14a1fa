import type { OrderStatus, ShownPaymentStatus } from '../../../domain/orders/order.contract.ts';
import {
  ORDER_STATE_LABELS,
  type OrderState,
  orderState,
} from '../../../domain/orders/order-status.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const STATE_TONES: Record<OrderState, BadgeTone> = {
  pending: 'amber',
  paid: 'blue',
  ready_for_pickup: 'green',
  picked_up: 'grey',
  cancelled: 'red',
  refunded: 'grey',
};

/** An order's state as customers and staff both see it: refunded in full reads Refunded, not Paid. */
export function OrderStatusBadge({
  order,
}: {
  order: { status: OrderStatus; paymentStatus: ShownPaymentStatus | null };
}) {
  const state = orderState(order);
  return <Badge tone={STATE_TONES[state]}>{ORDER_STATE_LABELS[state]}</Badge>;
}
