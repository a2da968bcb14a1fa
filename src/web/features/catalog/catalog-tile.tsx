import type { ReactNode } from 'react';
import { ItemImage } from './item-image.tsx';

/**
 * The picture's box in a tile: a short band across a phone's narrow column, a thumbnail
 * beside the details where the column is wide enough, so the name, price and Add to Cart show
 * without scrolling past art.
 */
export const TILE_ART_CLASSES =
  'h-24 w-full sm:h-auto sm:w-20 sm:shrink-0 sm:self-start sm:rounded lg:w-16 xl:w-20';

/** A sellable item's picture in its tile, or its game's placeholder; `aspect` shapes the thumbnail. */
export function TileArt({
  item,
  priority,
  aspect,
}: {
  item: { imageUrl: string | null; name: string; gameType: string | null };
  priority: boolean;
  aspect: string;
}) {
  return (
    <ItemImage
      src={item.imageUrl}
      alt={item.name}
      game={item.gameType}
      eager={priority}
      fit="contain"
      className={`${TILE_ART_CLASSES} ${aspect}`}
    />
  );
}

/**
 * A catalog item's tile: its picture, its details, and a footer (price, stock, Add to Cart)
 * pinned to the bottom, so the buttons line up across a row.
 */
export function CatalogTile({
  art,
  children,
  footer,
}: {
  art: ReactNode;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <article className="flex w-full flex-1 flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm sm:flex-row sm:gap-3 sm:p-3">
      {art}
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 sm:p-0">
        {children}
        <div className="mt-auto flex flex-col gap-2 pt-2">{footer}</div>
      </div>
    </article>
  );
}
