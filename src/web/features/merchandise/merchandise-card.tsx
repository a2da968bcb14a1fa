import { useId } from 'react';
import type { Merchandise } from '../../../domain/merchandise/merchandise.contract.ts';
import { AddToCartButton, PriceAndStock } from '../catalog/add-to-cart-button.tsx';
import { ItemImage } from '../catalog/item-image.tsx';
import { ItemTileSkeleton } from '../catalog/item-tile-skeleton.tsx';

export function MerchandiseCard({ item, priority }: { item: Merchandise; priority: boolean }) {
  const nameId = useId();
  const tags = [item.category, item.gameType].filter(Boolean).join(' · ');
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm">
      <ItemImage
        src={item.imageUrl}
        alt={item.name}
        game={item.gameType}
        eager={priority}
        className="aspect-square w-full"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        {tags && (
          <p className="text-xs font-semibold tracking-wide text-emerald-800 uppercase">{tags}</p>
        )}
        <h2 id={nameId} className="font-bold text-stone-900">
          {item.name}
        </h2>
        {item.description && (
          <p className="line-clamp-2 text-sm text-stone-600">{item.description}</p>
        )}
        <PriceAndStock price={item.price} inStock={item.stock} />
        <AddToCartButton type="merchandise" item={item} inStock={item.stock} describedBy={nameId} />
      </div>
    </article>
  );
}

export function MerchandiseCardSkeleton() {
  return (
    <ItemTileSkeleton
      imageClassName="aspect-square"
      lineClassNames={['h-3 w-1/3', 'h-5 w-3/4', 'h-6 w-1/4', 'h-10 w-full']}
    />
  );
}
