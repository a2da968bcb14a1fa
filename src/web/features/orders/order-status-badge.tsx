import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PaymentStatus,
} from '../../../domain/orders/order.contract.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'amber',
  paid: 'blue',
  ready_for_pickup: 'green',
  picked_up: 'grey',
  cancelled: 'red',
};

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** An order's status as customers and staff both see it. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** A payment's status in words; none recorded reads 'Paid' (docs/requirements.md#checkout-and-orders). */
export function paymentLabel(status: PaymentStatus | null): string {
  return status === null ? 'Paid' : PAYMENT_LABELS[status];
}
