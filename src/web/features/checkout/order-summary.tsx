import { Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PaymentIntentResponse } from '../../../domain/checkout/checkout.contract.ts';
import { type Handover, handoverOf } from '../../../domain/orders/order-status.ts';
import { STORES, type Store } from '../../../domain/stores/stores.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { PriceUpdatedNote } from '../cart/price-updated-note.tsx';
import { StoreHours } from '../stores/store-hours.tsx';

/** A store under a heading (where to pick up, where the event is), its address, and what follows. */
function StoreNote({
  heading,
  store,
  children,
}: {
  heading: string;
  store: Store;
  children: ReactNode;
}) {
  return (
    <div className="mt-5 rounded-lg bg-emerald-50 p-4 text-sm">
      <h3 className="flex items-center gap-2 font-semibold text-emerald-950">
        <MapPin aria-hidden className="size-4" />
        {heading}: {store.name}
      </h3>
      <p className="mt-1">
        {store.street}, {store.cityLine}
      </p>
      {children}
    </div>
  );
}

/** How what is bought reaches the buyer: a pickup for goods, else where the event is, or by e-mail. */
function HandoverNote({ handover, store }: { handover: Handover; store: Store }) {
  switch (handover) {
    case 'pickup':
      return (
        <StoreNote heading="Pickup location" store={store}>
          <p className="mt-2 flex items-center gap-2 font-medium">
            <Clock aria-hidden className="size-4" /> Store hours
          </p>
          <StoreHours store={store} className="mt-1 gap-x-3" />
        </StoreNote>
      );
    case 'event':
      return (
        <StoreNote heading="Event location" store={store}>
          <p className="mt-2">Nothing to pick up: your entry will be under My events.</p>
        </StoreNote>
      );
    case 'email':
      return (
        <p className="mt-5 rounded-lg bg-emerald-50 p-4 text-sm">
          Nothing to pick up: gift cards arrive by e-mail.
        </p>
      );
  }
}

/** What is being bought, for how much, and where to pick it up. */
export function OrderSummary({ payment }: { payment: PaymentIntentResponse }) {
  const store = STORES[payment.location];
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="summary-heading" className="text-xl font-bold">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-stone-100">
        {payment.items.map((item) => (
          <li key={`${item.itemType}-${item.itemId}`} className="flex justify-between gap-4 py-3">
            <div>
              <p className="font-medium">{item.itemName}</p>
              <p className="text-sm text-stone-600">
                Quantity: {item.quantity} × {formatApiPrice(item.unitPrice)}
              </p>
              {item.previousUnitPrice && (
                <PriceUpdatedNote was={formatApiPrice(item.previousUnitPrice)} />
              )}
            </div>
            <p className="font-semibold">{formatApiPrice(item.totalPrice)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatApiPrice(payment.subtotal)}</dd>
        </div>
        {payment.discount !== '0.00' && (
          <div className="flex justify-between text-emerald-800">
            <dt>Loyalty card discount (15%)</dt>
            <dd>-{formatApiPrice(payment.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{payment.taxLabel}</dt>
          <dd data-testid="checkout-tax">{formatApiPrice(payment.tax)}</dd>
        </div>
        <div className="flex justify-between text-lg font-bold">
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatApiPrice(payment.total)}</dd>
        </div>
      </dl>
      <HandoverNote
        handover={handoverOf(payment.items.map((item) => item.itemType))}
        store={store}
      />
    </section>
  );
}
