import { ShoppingCart } from 'lucide-react';
import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { Button } from '../../components/ui/button.tsx';
import { useCart } from '../cart/cart-context.tsx';

/** Add to Cart for one catalog item; disabled when none are in stock. */
export function AddToCartButton({
  item,
  describedBy,
}: {
  item: Omit<CartItem, 'quantity'>;
  describedBy: string;
}) {
  const { addItem } = useCart();
  const inStock = (item.maxQuantity ?? 0) > 0;
  return (
    <Button
      className="w-full"
      disabled={!inStock}
      aria-describedby={describedBy}
      onClick={() => addItem(item)}
    >
      <ShoppingCart aria-hidden className="size-4" />
      Add to Cart
    </Button>
  );
}
