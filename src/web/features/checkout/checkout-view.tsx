import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { useCart } from '../cart/cart-context.tsx';
import { CHECKOUT_DATA_KEY, createPaymentIntent } from './checkout-api.ts';
import { OrderSummary } from './order-summary.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

/** The checkout once a signed-in customer has a cart: the payment is set up, then summary and card form. */
export function CheckoutView() {
  const { items, totalCents } = useCart();
  const cartKey = items.map((item) => `${item.type}:${item.id}:${item.quantity}`).join(',');
  const payment = useQuery({
    queryKey: ['payment-intent', cartKey],
    queryFn: () => createPaymentIntent(items, totalCents),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

  useEffect(() => {
    if (!payment.isError) return;
    const description =
      payment.error instanceof ApiError && payment.error.serverMessage
        ? payment.error.serverMessage
        : 'Unable to process payment. Please try again.';
    toast({ title: 'Payment Setup Failed', description, variant: 'destructive' });
  }, [payment.isError, payment.error]);

  useEffect(() => {
    if (!payment.data) return;
    const { paymentIntentId, location, total, items: lines } = payment.data;
    localStorage.setItem(
      CHECKOUT_DATA_KEY,
      JSON.stringify({ paymentIntentId, location, total, items: lines }),
    );
  }, [payment.data]);

  if (payment.isPending) {
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
        <Button variant="secondary" onClick={() => void payment.refetch()}>
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
