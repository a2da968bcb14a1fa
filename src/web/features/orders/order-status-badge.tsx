import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/orders/order.contract.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'blue',
  ready_for_pickup: 'green',
  picked_up: 'grey',
  cancelled: 'red',
};

/** An order's status as customers and staff both see it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
