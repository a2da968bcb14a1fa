import { Minus, Plus, ShoppingBag, Trash2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { lineCap } from '../../../domain/cart/cart.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import { Button } from '../../components/ui/button.tsx';
import { ItemImage } from '../catalog/item-image.tsx';
import { useCart } from './cart-context.tsx';

/** The slide-in Shopping Cart panel on the right. */
export function CartPanel() {
  const { items, totalCents, isOpen, setOpen, updateItemQuantity, removeItem } = useCart();
  const navigate = useNavigate();

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-stone-200 p-4">
            <Dialog.Title className="text-xl font-bold">Shopping Cart</Dialog.Title>
            <Dialog.Close aria-label="Close cart" className="rounded-md p-2 hover:bg-stone-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Items in your cart and their total
          </Dialog.Description>

          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-stone-600">
              <ShoppingBag aria-hidden className="size-12" />
              <p className="text-lg">Your cart is empty</p>
            </div>
          ) : (
            <ul
              className="flex-1 divide-y divide-stone-200 overflow-y-auto px-4"
              aria-label="Cart items"
            >
              {items.map((item) => (
                <li key={`${item.type}-${item.id}`} className="flex gap-3 py-4">
                  <ItemImage
                    src={item.imageUrl}
                    alt={item.name}
                    className="h-20 w-16 shrink-0 rounded"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-2">
                    <p className="font-semibold">{item.name}</p>
                    <p className="text-emerald-800">{item.price}</p>
                    <div className="flex items-center gap-2">
                      <Button
                        variant="secondary"
                        size="icon"
                        className="size-8"
                        aria-label={`Decrease quantity of ${item.name}`}
                        disabled={item.quantity <= 1}
                        onClick={() => updateItemQuantity(item, item.quantity - 1)}
                      >
                        <Minus aria-hidden className="size-4" />
                      </Button>
                      <span className="w-8 text-center font-semibold" data-testid="cart-quantity">
                        <span className="sr-only">Quantity </span>
                        {item.quantity}
                      </span>
                      <Button
                        variant="secondary"
                        size="icon"
                        className="size-8"
                        aria-label={`Increase quantity of ${item.name}`}
                        disabled={item.quantity >= lineCap(item)}
                        onClick={() => updateItemQuantity(item, item.quantity + 1)}
                      >
                        <Plus aria-hidden className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="ml-auto size-8 text-red-700"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => removeItem(item)}
                      >
                        <Trash2 aria-hidden className="size-4" />
                      </Button>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}

          {items.length > 0 && (
            <div className="space-y-3 border-t border-stone-200 p-4">
              <p className="flex justify-between text-lg font-bold">
                <span>Total</span>
                <span data-testid="cart-total">{formatDollars(totalCents)}</span>
              </p>
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
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
