import { useId } from 'react';
import type { Merchandise } from '../../../domain/merchandise/merchandise.contract.ts';
import { AddToCartButton, PriceAndStock } from '../catalog/add-to-cart-button.tsx';
import { CatalogTile, TileArt } from '../catalog/catalog-tile.tsx';
import { ItemTileSkeleton } from '../catalog/item-tile-skeleton.tsx';

export function MerchandiseCard({ item, priority }: { item: Merchandise; priority: boolean }) {
  const nameId = useId();
  const tags = [item.category, item.gameType].filter(Boolean).join(' · ');
  return (
    <CatalogTile
      art={<TileArt item={item} priority={priority} aspect="sm:aspect-square" />}
      footer={
        <>
          <PriceAndStock price={item.price} inStock={item.stock} />
          <AddToCartButton
            type="merchandise"
            item={item}
            inStock={item.stock}
            describedBy={nameId}
          />
        </>
      }
    >
      {tags && (
        <p className="line-clamp-2 text-[11px] font-semibold tracking-wide text-emerald-800 uppercase">
          {tags}
        </p>
      )}
      <h2 id={nameId} className="line-clamp-2 text-sm leading-snug font-bold text-stone-900">
        {item.name}
      </h2>
      {item.description && (
        <p className="line-clamp-2 text-xs text-stone-600">{item.description}</p>
      )}
    </CatalogTile>
  );
}

export function MerchandiseCardSkeleton() {
  return (
    <ItemTileSkeleton
      imageClassName="sm:aspect-square"
      lineClassNames={['h-3 w-1/3', 'h-4 w-3/4', 'h-3 w-full', 'h-6 w-1/2', 'h-8 w-full']}
    />
  );
}
