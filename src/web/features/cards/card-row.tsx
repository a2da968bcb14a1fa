import { useId } from 'react';
import type { Card } from '../../../domain/cards/card.contract.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { AddToCartButton } from '../catalog/add-to-cart-button.tsx';
import { ItemImage } from '../catalog/item-image.tsx';
import { StockBadge } from '../catalog/stock-badge.tsx';
import { CardFacts, cardSetLine } from './card-facts.tsx';

/**
 * One single card as a dense row of the list view. On a phone the name, the facts and the
 * price with Add to Cart stack beside the thumbnail; wider screens put them side by side.
 */
export function CardRow({ item, priority }: { item: Card; priority: boolean }) {
  const nameId = useId();
  return (
    <article className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 px-3 py-2 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto] lg:grid-cols-[2.5rem_minmax(0,1fr)_minmax(0,1fr)_auto]">
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        game={item.gameType}
        eager={priority}
        fit="contain"
        small
        className="row-span-3 h-14 w-10 rounded-sm sm:row-span-2 lg:row-span-1"
      />
      <div className="min-w-0">
        <h2 id={nameId} className="truncate text-sm font-bold text-stone-900">
          {item.name}
        </h2>
        <p className="truncate text-xs text-stone-600">
          {item.gameType} · {cardSetLine(item)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-1 sm:col-start-2 sm:row-start-2 lg:col-start-3 lg:row-start-1">
        <CardFacts card={item} />
        <StockBadge inStock={item.quantity} />
      </div>
      <div className="flex items-center justify-between gap-4 sm:col-start-3 sm:row-span-2 sm:row-start-1 lg:col-start-4 lg:row-span-1">
        <p className="font-bold text-stone-900 tabular-nums sm:w-20 sm:text-right">
          {formatApiPrice(item.price)}
        </p>
        {item.forSale ? (
          <AddToCartButton
            type="card"
            item={item}
            inStock={item.quantity}
            describedBy={nameId}
            className="whitespace-nowrap sm:w-32"
          />
        ) : (
          <p className="text-xs font-semibold text-stone-600 sm:w-32 sm:text-center">
            Not for sale
          </p>
        )}
      </div>
    </article>
  );
}
