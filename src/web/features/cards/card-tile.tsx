import { useId } from 'react';
import type { Card } from '../../../domain/cards/card.contract.ts';
import { AddToCartButton, PriceAndStock } from '../catalog/add-to-cart-button.tsx';
import { CatalogTile, TileArt } from '../catalog/catalog-tile.tsx';
import { ItemTileSkeleton } from '../catalog/item-tile-skeleton.tsx';
import { CardFacts, cardSetLine } from './card-facts.tsx';

/** One single card: what it is, its condition and grading, stock and price. */
export function CardTile({ item, priority }: { item: Card; priority: boolean }) {
  const nameId = useId();
  return (
    <CatalogTile
      art={<TileArt item={item} priority={priority} aspect="sm:aspect-[5/7]" />}
      footer={
        <>
          <PriceAndStock price={item.price} inStock={item.quantity} />
          {item.forSale ? (
            <AddToCartButton type="card" item={item} inStock={item.quantity} describedBy={nameId} />
          ) : (
            <p className="rounded-md bg-stone-100 px-2 py-1.5 text-center text-xs font-semibold text-stone-700">
              Not for sale: ask in store about trades
            </p>
          )}
        </>
      }
    >
      <p className="text-[11px] font-semibold tracking-wide text-emerald-800 uppercase">
        {item.gameType}
      </p>
      <h2 id={nameId} className="line-clamp-2 text-sm leading-snug font-bold text-stone-900">
        {item.name}
      </h2>
      <p className="truncate text-xs text-stone-600">{cardSetLine(item)}</p>
      <CardFacts card={item} />
    </CatalogTile>
  );
}

export function CardTileSkeleton() {
  return (
    <ItemTileSkeleton
      imageClassName="sm:aspect-[5/7]"
      lineClassNames={[
        'h-3 w-1/3',
        'h-4 w-3/4',
        'h-3 w-1/2',
        'h-4 w-2/3',
        'h-6 w-1/2',
        'h-8 w-full',
      ]}
    />
  );
}
