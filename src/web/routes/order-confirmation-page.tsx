import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { STORES } from '../../domain/stores/stores.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { rememberRedirect } from '../features/auth/redirect-after-login.ts';
import { useCart } from '../features/cart/cart-context.tsx';
import { CHECKOUT_DATA_KEY, LAST_ORDER_NUMBER_KEY } from '../features/checkout/checkout-api.ts';
import {
  type Confirmation,
  useOrderConfirmation,
} from '../features/checkout/use-order-confirmation.ts';
import { PageTitle } from './page-title.tsx';

function Outcome({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle>{title}</PageTitle>
      {icon}
      <h1 className="text-3xl font-extrabold">{title}</h1>
      {children}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Continue Shopping
        </Link>
        <Link to="/account?tab=orders" className={buttonClasses('secondary')}>
          View Order History
        </Link>
      </div>
    </section>
  );
}

const SUCCESS_ICON = <CheckCircle2 aria-hidden className="size-16 text-emerald-600" />;
const FAILED_ICON = <XCircle aria-hidden className="size-16 text-red-600" />;
const WAIT_ICON = <Clock aria-hidden className="size-16 text-amber-500" />;

function ConfirmedOrder({
  confirmation,
}: {
  confirmation: Extract<Confirmation, { kind: 'confirmed' }>;
}) {
  const { reload } = useCart();
  useEffect(() => {
    localStorage.removeItem(CHECKOUT_DATA_KEY);
    localStorage.setItem(LAST_ORDER_NUMBER_KEY, confirmation.orderNumber);
    reload();
  }, [confirmation.orderNumber, reload]);
  const store = confirmation.order ? STORES[confirmation.order.location] : null;
  return (
    <Outcome icon={SUCCESS_ICON} title="Order Confirmed">
      <p className="text-lg">
        Thank you! Your order number is{' '}
        <strong data-testid="order-number">{confirmation.orderNumber}</strong>.
      </p>
      {confirmation.pickupCode && (
        <p>
          Show pickup code <strong className="font-mono text-xl">{confirmation.pickupCode}</strong>{' '}
          at the counter.
        </p>
      )}
      {store && (
        <p className="text-stone-600">
          Pick up at {store.name}, {store.street}, {store.cityLine}. We will let you know when it is
          ready.
        </p>
      )}
    </Outcome>
  );
}

function SucceededPayment({ paymentIntentId }: { paymentIntentId: string }) {
  const confirmation = useOrderConfirmation(paymentIntentId);
  if (confirmation.isPending) {
    return (
      <Outcome icon={WAIT_ICON} title="Processing...">
        <p>We are confirming your order.</p>
      </Outcome>
    );
  }
  const result = confirmation.data;
  if (result?.kind === 'confirmed') return <ConfirmedOrder confirmation={result} />;
  if (result?.kind === 'refused') {
    return (
      <Outcome icon={FAILED_ICON} title="Order Creation Failed">
        <p>{result.message}</p>
      </Outcome>
    );
  }
  return <StillProcessing />;
}

/** Creating the order failed and no recent order stands in for it: the payment is safe, staff will sort it. */
function StillProcessing() {
  useEffect(() => {
    toast({
      title: 'Order Creation Failed',
      description: 'Payment succeeded but order creation failed. Please contact support.',
      variant: 'destructive',
    });
  }, []);
  return (
    <Outcome icon={WAIT_ICON} title="Processing...">
      <p>
        Your payment went through and your order is being prepared. It will appear in your order
        history shortly.
      </p>
    </Outcome>
  );
}

function SignInAgain() {
  const location = useLocation();
  useEffect(() => {
    rememberRedirect(`${location.pathname}${location.search}`);
    toast({
      title: 'Authentication Error',
      description: 'Please log in again to complete your order',
      variant: 'destructive',
    });
  }, [location.pathname, location.search]);
  return (
    <Outcome icon={FAILED_ICON} title="Authentication Error">
      <p>Please log in again to complete your order</p>
      <Link to="/login" className={buttonClasses('primary')}>
        Sign In
      </Link>
    </Outcome>
  );
}

/** /order-confirmation: where the payment provider sends the customer back. */
export function Component() {
  const [params] = useSearchParams();
  const { isAuthenticated, isLoading } = useAuth();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const status = params.get('redirect_status');
  // A redirect without a real client secret is not from the payment provider.
  const fromProvider = paymentIntentId !== null && clientSecret?.includes('_secret_') === true;

  if (fromProvider && status === 'failed') {
    return (
      <Outcome icon={FAILED_ICON} title="Payment Failed">
        <p>Your payment was declined. Please try again with a different payment method.</p>
      </Outcome>
    );
  }
  if (fromProvider && status === 'succeeded') {
    if (isLoading)
      return (
        <Outcome icon={WAIT_ICON} title="Processing...">
          <p>One moment...</p>
        </Outcome>
      );
    if (!isAuthenticated) return <SignInAgain />;
    return <SucceededPayment paymentIntentId={paymentIntentId} />;
  }
  return (
    <Outcome icon={SUCCESS_ICON} title="Thank You!">
      <p>Thank you for shopping with us. Your orders are in your order history.</p>
    </Outcome>
  );
}
