import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import { hasGoodsToCollect } from '../../../domain/orders/order-status.ts';
import { STORES } from '../../../domain/stores/stores.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';
import { OrderFact } from '../orders/order-fact.tsx';
import { OrderStatusBadge } from '../orders/order-status-badge.tsx';
import { PaymentFact } from '../orders/payment-fact.tsx';
import { RefundList } from '../orders/refund-list.tsx';

/** One order as its customer sees it in My Account. */
export function OrderCard({ order, customerName }: { order: CustomerOrder; customerName: string }) {
  const store = STORES[order.location];
  const address = `${store.name}: ${store.street}, ${store.cityLine}`;
  return (
    <article className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold">Order #{order.orderNumber}</h3>
        <OrderStatusBadge order={order} />
      </header>
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
        <OrderFact label="Date">
          <time dateTime={order.createdAt}>{formatStoreTime(order.createdAt)}</time>
        </OrderFact>
        <OrderFact label="Name">{customerName}</OrderFact>
        {/* A counter sale was handed over at once; gift cards and entries are not picked up. */}
        {order.pickupCode && hasGoodsToCollect(order.items) ? (
          <>
            <OrderFact label="Pickup code">{order.pickupCode}</OrderFact>
            <OrderFact label="Pickup location">{address}</OrderFact>
          </>
        ) : (
          <OrderFact label="Store">{address}</OrderFact>
        )}
        <PaymentFact
          paymentStatus={order.paymentStatus}
          refundedAmount={order.refundedAmount}
          tenders={order.tenders}
        />
        <OrderFact label="Total">{formatApiPrice(order.totalAmount)}</OrderFact>
      </dl>
      <ul className="mt-4 divide-y divide-stone-100 border-t border-stone-200 text-sm">
        {order.items.map((item) => (
          <li
            key={`${item.productType}-${item.productId}`}
            className="flex justify-between gap-4 py-2"
          >
            <span>
              {item.quantity} × {item.productName}
            </span>
            <span className="font-medium">{formatApiPrice(item.totalPrice)}</span>
          </li>
        ))}
        {order.discount !== '0.00' && (
          <li className="flex justify-between gap-4 py-2 text-emerald-800">
            <span>Loyalty discount</span>
            <span>-{formatApiPrice(order.discount)}</span>
          </li>
        )}
        {order.taxAmount !== '0.00' && (
          <li className="flex justify-between gap-4 py-2">
            <span>{order.taxLabel}</span>
            <span>{formatApiPrice(order.taxAmount)}</span>
          </li>
        )}
      </ul>
      <RefundList refunds={order.refunds} />
    </article>
  );
}
