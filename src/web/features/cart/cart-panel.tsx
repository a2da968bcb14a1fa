import { MapPin, ShoppingBag, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartLocation } from '../../../domain/cart/cart.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { handoverOf } from '../../../domain/orders/order-status.ts';
import { storeName } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { dismissAllToasts } from '../../components/ui/toast-store.ts';
import { cartChange } from './cart-change.ts';
import { useCart } from './cart-context.tsx';
import { CartLine } from './cart-line.tsx';

/** The total, where the order is picked up (or its event held), and the way to checkout. */
function CartFooter() {
  const { items, totalCents, setOpen } = useCart();
  const navigate = useNavigate();
  const handover = handoverOf(items.map((item) => item.type));
  return (
    <div className="space-y-3 border-t border-stone-200 p-4">
      {/* Gift cards alone arrive by e-mail: there is no place to name. */}
      {handover !== 'email' && (
        <p className="flex items-center gap-2 text-sm font-medium text-stone-700">
          <MapPin aria-hidden className="size-4 text-emerald-700" />
          {handover === 'pickup' ? 'Pickup at' : 'Event at'} {storeName(cartLocation(items))}
        </p>
      )}
      <p className="flex justify-between text-lg font-bold">
        <span>Total</span>
        <span data-testid="cart-total">{formatDollars(totalCents)}</span>
      </p>
      <p className="text-sm text-stone-600">Tax calculated at checkout</p>
      <Button
        className="w-full"
        size="lg"
        onClick={() => {
          setOpen(false);
          navigate('/checkout');
        }}
      >
        Checkout
      </Button>
    </div>
  );
}

/**
 * Tells a screen reader what a press in the open panel changed (a quantity, a line removed) and
 * the new total: the buttons stay where they are, and the change is read nowhere else.
 */
function CartAnnouncer() {
  const { items, totalCents } = useCart();
  const seen = useRef(items);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const change = cartChange(seen.current, items, totalCents);
    seen.current = items;
    if (change) setSaid(change);
  }, [items, totalCents]);
  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  );
}

/** The slide-in Shopping Cart panel on the right. */
export function CartPanel() {
  const { items, isOpen, setOpen } = useCart();
  // Opened by code, not by a Radix trigger: the panel says itself where focus goes back to.
  const opener = useRef<{ element: Element | null; page: string } | null>(null);

  // An "Added to cart" toast would sit over the panel's Total and Checkout on a phone.
  useEffect(() => {
    if (isOpen) dismissAllToasts();
  }, [isOpen]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          data-cart-panel
          onOpenAutoFocus={() => {
            opener.current = { element: document.activeElement, page: window.location.pathname };
          }}
          onCloseAutoFocus={(event) => {
            // Back to the control that opened it, unless Checkout took the shopper elsewhere.
            const from = opener.current;
            if (from?.page !== window.location.pathname) return;
            event.preventDefault();
            if (from.element instanceof HTMLElement && from.element.isConnected) {
              from.element.focus();
            }
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 p-4">
            <Dialog.Title className="text-xl font-bold">Shopping Cart</Dialog.Title>
            <Dialog.Close aria-label="Close cart" className="rounded-md p-2 hover:bg-stone-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Items in your cart and their total
          </Dialog.Description>
          <CartAnnouncer />

          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-stone-600">
              <ShoppingBag aria-hidden className="size-12" />
              <p className="text-lg">Your cart is empty</p>
            </div>
          ) : (
            <>
              <ul
                className="flex-1 divide-y divide-stone-200 overflow-y-auto px-4"
                aria-label="Cart items"
              >
                {items.map((item) => (
                  <CartLine key={`${item.type}-${item.id}`} item={item} />
                ))}
              </ul>
              <CartFooter />
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
