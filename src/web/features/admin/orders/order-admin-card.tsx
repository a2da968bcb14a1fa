import { TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AdminOrder } from '../../../../domain/admin/admin.contract.ts';
import type { OrderStatus } from '../../../../domain/orders/order.contract.ts';
import {
  hasGoodsToCollect,
  moveRefusal,
  NOTHING_TO_HAND_OVER,
} from '../../../../domain/orders/order-status.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { formatApiPrice, formatStoreTime } from '../../../lib/format.ts';
import { useFocusAfterSwap } from '../../../lib/use-focus-after-swap.ts';
import { OrderFact } from '../../orders/order-fact.tsx';
import { OrderStatusBadge } from '../../orders/order-status-badge.tsx';
import { PaymentFact } from '../../orders/payment-fact.tsx';
import { RefundList } from '../../orders/refund-list.tsx';
import { leftToRefund, OrderRefundDialog } from './order-refund-dialog.tsx';
import { useOrderStatusChange } from './use-order-mutations.ts';

const ACTIONS: readonly { to: OrderStatus; label: string; variant: ButtonVariant }[] = [
  { to: 'ready_for_pickup', label: 'Mark Ready for Pickup', variant: 'primary' },
  { to: 'picked_up', label: 'Mark Picked Up', variant: 'primary' },
  { to: 'cancelled', label: 'Cancel and Refund', variant: 'danger' },
];

/** One order as staff prepare it: who, what to pick, and where it may go next. */
export function OrderAdminCard({ order }: { order: AdminOrder }) {
  const move = useOrderStatusChange(order.id, order.store);
  const [refunding, setRefunding] = useState(false);
  // The button pressed goes once the order moves on: focus stays on this order, at its next step.
  const card = useRef<HTMLElement>(null);
  const headingId = useId();
  useFocusAfterSwap(card, `${order.status} ${order.paymentStatus}`);
  // A paid order with money still to give back may be refunded in part.
  const refundable =
    order.status !== 'cancelled' &&
    (order.paymentStatus === 'succeeded' || order.paymentStatus === 'partially_refunded') &&
    leftToRefund(order) > 0;

  const customer =
    [order.customerFirstName, order.customerLastName].filter(Boolean).join(' ') ||
    order.customerEmail;
  const collected = hasGoodsToCollect(order.items);
  // Only the moves the server would make: none that hands over or cancels what is all refunded.
  const facts = {
    status: order.status,
    goods: collected,
    refundedInFull: order.paymentStatus === 'refunded',
  };
  const actions = ACTIONS.filter((action) => moveRefusal(facts, action.to) === null);

  const onAction = (to: OrderStatus) => {
    if (move.isPending) return;
    if (to === 'cancelled' && !window.confirm('Cancel this order and refund the customer?')) return;
    move.mutate(to);
  };

  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          Order #{order.orderNumber}
        </h3>
        <OrderStatusBadge order={order} />
      </header>

      {order.needsAttention && (
        <div className="mt-3 flex gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div>
            <p className="font-semibold">Needs attention</p>
            {order.notes && <p>{order.notes}</p>}
          </div>
        </div>
      )}

      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <OrderFact label="Customer">
          {customer}
          {!order.customerEmailVerified && (
            <span className="ml-2">
              <Badge tone="amber">Email not verified</Badge>
            </span>
          )}
        </OrderFact>
        <OrderFact label="Date">
          <time dateTime={order.createdAt}>{formatStoreTime(order.createdAt)}</time>
        </OrderFact>
        {collected && <OrderFact label="Pickup code">{order.pickupCode}</OrderFact>}
        <OrderFact label="Location">{order.location}</OrderFact>
        <PaymentFact
          paymentStatus={order.paymentStatus}
          refundedAmount={order.refundedAmount}
          tenders={order.tenders}
        />
        {order.tenders.length === 0 && (
          <OrderFact label="Payment method">{order.paymentMethod ?? 'Not recorded'}</OrderFact>
        )}
        {order.taxAmount !== '0.00' && (
          <OrderFact label="Sales tax">{formatApiPrice(order.taxAmount)}</OrderFact>
        )}
        <OrderFact label="Total">{formatApiPrice(order.totalAmount)}</OrderFact>
      </dl>

      <section className="mt-4 border-t border-stone-200 pt-3">
        <h4 className="text-sm font-semibold text-stone-700">Items to Prepare</h4>
        <ul className="mt-1 divide-y divide-stone-100 text-sm">
          {order.items.map((item, index) => (
            // Lines carry no id and one product may appear twice; an order's lines never move.
            <li key={index} className="flex justify-between gap-4 py-2">
              <span>
                {item.quantity} × {item.productName}
              </span>
              <span className="font-medium">{formatApiPrice(item.totalPrice)}</span>
            </li>
          ))}
        </ul>
      </section>

      {!collected && order.status !== 'cancelled' && (
        <p className="mt-2 text-sm text-stone-600">{NOTHING_TO_HAND_OVER}</p>
      )}

      <RefundList refunds={order.refunds} />

      {(actions.length > 0 || refundable) && (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-stone-200 pt-4">
          {actions.map((action) => (
            <Button
              key={action.to}
              size="sm"
              variant={action.variant}
              busy={move.isPending}
              onClick={() => onAction(action.to)}
            >
              {action.label}
            </Button>
          ))}
          {refundable && (
            <Button size="sm" variant="secondary" onClick={() => setRefunding(true)}>
              Refund
            </Button>
          )}
        </div>
      )}
      {refunding && <OrderRefundDialog order={order} onClose={() => setRefunding(false)} />}
    </article>
  );
}
