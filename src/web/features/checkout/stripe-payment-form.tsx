import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Button } from '../../components/ui/button.tsx';
import { useOneAtATime } from '../../lib/use-one-at-a-time.ts';
import { useStripePayment } from './use-checkout-mutations.ts';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  const existing = stripeByKey.get(key);
  if (existing) return existing;
  const loading = loadStripe(key);
  stripeByKey.set(key, loading);
  return loading;
};

function PayButton({ payLabel }: { payLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const pay = useStripePayment();
  const payOnce = useOneAtATime(pay.mutate);

  // Stripe answers only a payment that did not go through; its reason stays beside the form.
  const refusal = pay.data?.error.message;

  return (
    <>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={!stripe || pay.isPending}
        onClick={() => {
          if (stripe && elements) payOnce({ stripe, elements });
        }}
      >
        {pay.isPending ? 'Processing...' : payLabel}
      </Button>
    </>
  );
}

/** Stripe's Payment Element, loaded only on the checkout page and only when Stripe takes payments. */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  payLabel,
}: {
  publishableKey: string;
  clientSecret: string;
  payLabel: string;
}) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <div className="space-y-4">
        <PaymentElement />
        <PayButton payLabel={payLabel} />
      </div>
    </Elements>
  );
}
