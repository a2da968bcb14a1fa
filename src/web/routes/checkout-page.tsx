import { Navigate, useParams } from 'react-router';
import { isLocation } from '../../domain/stores/stores.ts';
import { useAuth } from '../features/auth/auth-context.tsx';
import { RequireCustomer } from '../features/auth/require-customer.tsx';
import { useCart } from '../features/cart/cart-context.tsx';
import { CheckoutView } from '../features/checkout/checkout-view.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

function Checkout() {
  const { isAuthenticated } = useAuth();
  const { items, isLoaded } = useCart();
  if (isAuthenticated && !isLoaded) {
    return (
      <p role="status" className="p-12 text-center">
        Loading your cart...
      </p>
    );
  }
  if (items.length === 0) return <Navigate to="/" replace />;
  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <PageTitle>Checkout</PageTitle>
      <h1 className="text-3xl font-extrabold">Checkout</h1>
      <CheckoutView />
    </section>
  );
}

/** /checkout: guests sign in first and come back; an empty cart goes home. */
export function Component() {
  const { location } = useParams();
  if (location !== undefined && !isLocation(location)) return <NotFound />;
  return (
    <RequireCustomer>
      <Checkout />
    </RequireCustomer>
  );
}
