import { Gift } from 'lucide-react';
import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { ItemImage } from '../catalog/item-image.tsx';

const ART_BOX = 'h-20 w-16 shrink-0 rounded';

/**
 * A cart line's picture: a gift card is drawn as one (it never has a photo, so the catalog's
 * "no photo yet" placeholder would read as missing); anything else without a photo gets the
 * same placeholder as its catalog tile, drawn for its game.
 */
export function CartLineArt({ item }: { item: CartItem }) {
  if (item.type === GIFT_CARD) {
    return (
      <div
        role="img"
        aria-label={item.name}
        className={`flex items-center justify-center bg-gradient-to-br from-emerald-600 to-emerald-900 text-amber-300 ${ART_BOX}`}
      >
        <Gift aria-hidden className="size-8" />
      </div>
    );
  }
  return <ItemImage src={item.imageUrl} alt={item.name} game={item.game} className={ART_BOX} />;
}
