import { ShoppingCart } from 'lucide-react';
import type { SellableKind } from '../../../domain/inventory/sellable-kinds.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { formatApiPrice } from '../../lib/format.ts';
import { useCart } from '../cart/cart-context.tsx';
import { StockBadge } from './stock-badge.tsx';

interface Sellable {
  id: number;
  name: string;
  /** As the API gives it, "19.99". */
  price: string;
  imageUrl: string | null;
  location: Location;
}

/** The price and stock line of a catalog item. */
export function PriceAndStock({ price, inStock }: { price: string; inStock: number }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
      <p className="text-lg font-bold text-stone-900">{formatApiPrice(price)}</p>
      <StockBadge inStock={inStock} />
    </div>
  );
}

/** Add to Cart for one catalog item; disabled when none are in stock. */
export function AddToCartButton({
  type,
  item,
  inStock,
  describedBy,
  className = 'w-full whitespace-nowrap',
  labelClassName,
}: {
  type: SellableKind;
  item: Sellable;
  inStock: number;
  describedBy: string;
  className?: string;
  /** Where space is short, `sr-only` below a breakpoint leaves the icon, still named Add to Cart. */
  labelClassName?: string;
}) {
  const { addItem } = useCart();
  return (
    <Button
      size="sm"
      className={className}
      disabled={inStock <= 0}
      aria-describedby={describedBy}
      onClick={() =>
        addItem({
          id: item.id,
          type,
          name: item.name,
          price: formatApiPrice(item.price),
          imageUrl: item.imageUrl ?? undefined,
          maxQuantity: inStock,
          location: item.location,
        })
      }
    >
      <ShoppingCart aria-hidden className="size-4 shrink-0" />
      <span className={labelClassName}>Add to Cart</span>
    </Button>
  );
}
