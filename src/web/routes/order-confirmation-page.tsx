import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { CreateOrderResponse } from '../../domain/checkout/checkout.contract.ts';
import { type Handover, handoverOf } from '../../domain/orders/order-status.ts';
import { STORES } from '../../domain/stores/stores.ts';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { toast } from '../components/ui/toast-store.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { rememberRedirect } from '../features/auth/redirect-after-login.ts';
import { placedOrderIn } from '../features/checkout/confirmed-order-state.ts';
import { useRefreshAfterOrder } from '../features/checkout/use-checkout-mutations.ts';
import { useOrderConfirmation } from '../features/checkout/use-order-confirmation.ts';
import { TenderList } from '../features/orders/tender-list.tsx';
import { formatApiPrice } from '../lib/format.ts';
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

/** Where what was bought is to be had, given the store's address. */
const HANDOVER_LINES: Record<Handover, (address: string) => string> = {
  pickup: (address) => `Pick up at ${address}. We will let you know when it is ready.`,
  event: (address) =>
    `Nothing to pick up: your entry is under My events, for the event at ${address}.`,
  email: () =>
    'Nothing to pick up: gift cards arrive by e-mail, and event entries are under My events.',
};

function ConfirmedOrder({ placed }: { placed: CreateOrderResponse }) {
  const store = STORES[placed.order.location];
  const handover = handoverOf(placed.order.items.map((item) => item.productType));
  return (
    <Outcome icon={SUCCESS_ICON} title="Order Confirmed">
      <p className="text-lg">
        Thank you! Your order number is{' '}
        <strong data-testid="order-number" className="whitespace-nowrap">
          {placed.orderNumber}
        </strong>
        .
      </p>
      {placed.pickupCode && (
        <p>
          Show pickup code <strong className="font-mono text-xl">{placed.pickupCode}</strong> at the
          counter.
        </p>
      )}
      <p data-testid="order-total">
        Total {formatApiPrice(placed.order.totalAmount)}
        {placed.order.taxAmount !== '0.00' &&
          `, including ${placed.order.taxLabel} ${formatApiPrice(placed.order.taxAmount)}`}
      </p>
      <TenderList tenders={placed.order.tenders} />
      <p className="text-stone-600">
        {HANDOVER_LINES[handover](`${store.name}, ${store.street}, ${store.cityLine}`)}
      </p>
    </Outcome>
  );
}

/** An order store credit paid for in full: placed before the page opened, which reads again what it changed. */
function OrderPaidWithoutCard({ placed }: { placed: CreateOrderResponse }) {
  const refresh = useRefreshAfterOrder();
  useEffect(refresh, [refresh]);
  return <ConfirmedOrder placed={placed} />;
}

/** No order yet, for a reason that may pass: the customer can ask again. */
function StillProcessing({
  children,
  onCheckAgain,
}: {
  children: string;
  onCheckAgain: () => void;
}) {
  return (
    <Outcome icon={WAIT_ICON} title="Processing...">
      <p>{children}</p>
      <Button variant="secondary" onClick={onCheckAgain}>
        Check again
      </Button>
    </Outcome>
  );
}

/** Asking for the order failed unexpectedly: the payment is safe and asking again is too. */
function CreationFailed({ onCheckAgain }: { onCheckAgain: () => void }) {
  useEffect(() => {
    toast({
      title: 'Order Creation Failed',
      description: 'Payment succeeded but order creation failed. Please contact support.',
      variant: 'destructive',
    });
  }, []);
  return (
    <StillProcessing onCheckAgain={onCheckAgain}>
      Your payment went through and your order is being prepared. It will appear in your order
      history shortly.
    </StillProcessing>
  );
}

/** The order of the payment the customer came back from, or why there is none. */
function OrderForPayment({ paymentIntentId }: { paymentIntentId: string }) {
  const { outcome, checkAgain } = useOrderConfirmation(paymentIntentId);
  switch (outcome.kind) {
    case 'confirming':
      return (
        <Outcome icon={WAIT_ICON} title="Processing...">
          <p>We are confirming your order.</p>
        </Outcome>
      );
    case 'confirmed':
      return <ConfirmedOrder placed={outcome.placed} />;
    case 'awaiting-payment':
      return (
        <StillProcessing onCheckAgain={checkAgain}>
          Your card provider has not confirmed this payment yet. This can take a moment.
        </StillProcessing>
      );
    case 'sold-out':
    case 'refused':
      return (
        <Outcome icon={FAILED_ICON} title="Order Creation Failed">
          <p>{outcome.message}</p>
          {outcome.kind === 'sold-out' && (
            <p className="text-stone-600">
              What sold out has been removed from your cart; the rest of your cart is still there.
            </p>
          )}
        </Outcome>
      );
    case 'not-found':
      // As specified: no order to show is 'Processing...'. The page never guesses another order.
      return (
        <StillProcessing onCheckAgain={checkAgain}>
          {`${outcome.message} If you paid, your order will appear in your order history.`}
        </StillProcessing>
      );
    case 'signed-out':
      // The session is forgotten with this answer, and PaymentReturn asks to sign in again.
      return null;
    case 'failed':
      return <CreationFailed onCheckAgain={checkAgain} />;
  }
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

/** Only a signed-in customer's own payments have orders to show. */
function PaymentReturn({ paymentIntentId }: { paymentIntentId: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Outcome icon={WAIT_ICON} title="Processing...">
        <p>One moment...</p>
      </Outcome>
    );
  }
  if (!isAuthenticated) return <SignInAgain />;
  return <OrderForPayment paymentIntentId={paymentIntentId} />;
}

/**
 * /order-confirmation: where the payment provider sends the customer back. A failed payment
 * says so whatever else the address holds; any other return with a payment asks the server for
 * that payment's order; an order store credit paid for comes with the page; without either, a
 * plain thank-you.
 */
export function Component() {
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const paidWithoutCard = placedOrderIn(useLocation().state);

  if (params.get('redirect_status') === 'failed') {
    return (
      <Outcome icon={FAILED_ICON} title="Payment Failed">
        <p>Your payment was declined. Please try again with a different payment method.</p>
      </Outcome>
    );
  }
  if (paymentIntentId) return <PaymentReturn paymentIntentId={paymentIntentId} />;
  if (paidWithoutCard) return <OrderPaidWithoutCard placed={paidWithoutCard} />;
  return (
    <Outcome icon={SUCCESS_ICON} title="Thank You!">
      <p>Thank you for shopping with us. Your orders are in your order history.</p>
    </Outcome>
  );
}
