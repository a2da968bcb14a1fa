import { AlertTriangle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { useOncePerKey } from '../../lib/use-once-per-key.ts';
import { useCart } from '../cart/cart-context.tsx';
import { OrderSummary } from './order-summary.tsx';
import { StoreCreditChoice } from './store-credit-choice.tsx';
import { TestCardForm } from './test-card-form.tsx';
import { usePaymentSetup, useStoreCreditOrder } from './use-checkout-mutations.ts';

const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

/**
 * The checkout once a signed-in customer has a cart: the payment is set up, then summary and
 * card form. It is set up once as the page opens, and again when the cart changes here, once
 * the change has reached the server, which prices the cart itself.
 */
export function CheckoutView() {
  const { items, isSaving } = useCart();
  const payment = usePaymentSetup();
  const creditOrder = useStoreCreditOrder();
  // True once the customer chose credit for the whole total: no card form, Place order.
  const [creditPaysAll, setCreditPaysAll] = useState(false);
  const cartKey = items.map((item) => `${item.type}:${item.id}:${item.quantity}`).join(',');
  useOncePerKey(
    cartKey,
    () => {
      setCreditPaysAll(false);
      payment.mutate(undefined);
    },
    !isSaving,
  );

  if (payment.isIdle || payment.isPending) {
    return (
      <p
        role="status"
        className="rounded-xl border border-stone-200 bg-white p-10 text-center text-lg"
      >
        Setting up payment...
      </p>
    );
  }

  if (payment.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-10 text-center"
      >
        <AlertTriangle aria-hidden className="size-8 text-red-700" />
        <p className="font-semibold text-red-900">Payment Setup Failed</p>
        <Button variant="secondary" onClick={() => payment.mutate(undefined)}>
          Try again
        </Button>
      </div>
    );
  }

  const data = payment.data;
  const payLabel = `Pay ${formatApiPrice(data.amount)}`;
  const applyCredit = (storeCredit: string) => {
    const wholly = storeCredit === data.total;
    setCreditPaysAll(wholly);
    // Set up again with the credit (or without it); credit covering it all needs no card.
    if (!wholly) payment.mutate(storeCredit);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OrderSummary payment={data} />
      <section
        aria-labelledby="payment-heading"
        className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h2 id="payment-heading" className="mb-4 text-xl font-bold">
          Payment
        </h2>
        <StoreCreditChoice
          total={data.total}
          applied={creditPaysAll ? data.total : data.storeCreditApplied}
          onUse={applyCredit}
        />
        {creditPaysAll ? (
          <Button
            className="w-full"
            busy={creditOrder.isPending}
            onClick={() => creditOrder.place({ location: data.location })}
          >
            Place order
          </Button>
        ) : data.provider === 'stripe' && data.publishableKey ? (
          <Suspense fallback={<p role="status">Loading the secure card form...</p>}>
            <StripePaymentForm
              publishableKey={data.publishableKey}
              clientSecret={data.clientSecret}
              payLabel={payLabel}
            />
          </Suspense>
        ) : (
          <TestCardForm clientSecret={data.clientSecret} payLabel={payLabel} />
        )}
      </section>
    </div>
  );
}
