import { lazy, Suspense, useState } from 'react';
import { useCart } from './cart-context.tsx';

const CartPanel = lazy(() =>
  import('./cart-panel.tsx').then((module) => ({ default: module.CartPanel })),
);

/** The cart panel's code (and its dialog machinery) loads the first time the cart is opened. */
export function CartPanelWhenOpened() {
  const { isOpen } = useCart();
  const [opened, setOpened] = useState(false);
  if (isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  );
}
