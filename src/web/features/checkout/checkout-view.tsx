import { AlertTriangle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { useOncePerKey } from '../../lib/use-once-per-key.ts';
import { useCart } from '../cart/cart-context.tsx';
import { OrderSummary } from './order-summary.tsx';
import { TestCardForm } from './test-card-form.tsx';
import { usePaymentSetup } from './use-checkout-mutations.ts';

const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

/**
 * The checkout once a signed-in customer has a cart: the payment is set up, then summary and
 * card form. It is set up once as the page opens, and again when the cart changes here, once
 * the change has reached the server, which prices the cart itself.
 */
export function CheckoutView() {
  const { items, isSaving } = useCart();
  const payment = usePaymentSetup();
  const cartKey = items.map((item) => `${item.type}:${item.id}:${item.quantity}`).join(',');
  useOncePerKey(cartKey, payment.mutate, !isSaving);

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
        <Button variant="secondary" onClick={() => payment.mutate()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = payment.data;
  const payLabel = `Pay ${formatApiPrice(data.total)}`;
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
        {data.provider === 'stripe' && data.publishableKey ? (
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
