import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { ItemImage } from '../catalog/item-image.tsx';

/** A cart line's picture: without a photo, the same placeholder as its catalog tile, drawn for its game. */
export function CartLineArt({ item }: { item: CartItem }) {
  return (
    <ItemImage
      src={item.imageUrl}
      alt={item.name}
      game={item.game}
      className="h-20 w-16 shrink-0 rounded"
    />
  );
}
