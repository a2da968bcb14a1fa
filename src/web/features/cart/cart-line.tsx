import { Minus, Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { type CartItem, lineCap } from '../../../domain/cart/cart.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { useFocusAfterSwap } from '../../lib/use-focus-after-swap.ts';
import { useCart } from './cart-context.tsx';
import { CartLineArt } from './cart-line-art.tsx';
import { PriceUpdatedNote } from './price-updated-note.tsx';

/** One line of the cart panel: picture, name, price, quantity buttons and remove. */
export function CartLine({ item }: { item: CartItem }) {
  const { updateItemQuantity, removeItem } = useCart();
  // Down to one, or up to the stock, the button pressed turns off: the keyboard stays in the line.
  const row = useRef<HTMLLIElement>(null);
  useFocusAfterSwap(row, item.quantity);
  return (
    <li ref={row} className="flex gap-3 py-4">
      <CartLineArt item={item} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-semibold">{item.name}</p>
        <p className="text-emerald-800">{item.price}</p>
        {item.previousPrice && <PriceUpdatedNote was={item.previousPrice} />}
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
  );
}
