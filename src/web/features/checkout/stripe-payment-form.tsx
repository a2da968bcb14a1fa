import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast-store.ts';

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
  const [paying, setPaying] = useState(false);

  async function pay() {
    if (!stripe || !elements) return;
    setPaying(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/order-confirmation` },
    });
    // Only reached when the payment did not go through; success leaves the page.
    toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
    setPaying(false);
  }

  return (
    <Button size="lg" className="w-full" disabled={!stripe || paying} onClick={() => void pay()}>
      {paying ? 'Processing...' : payLabel}
    </Button>
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
