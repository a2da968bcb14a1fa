import { Skeleton } from '../../components/ui/skeleton.tsx';
import { TILE_ART_CLASSES } from './catalog-tile.tsx';

/** The placeholder of a catalog tile while its page loads: the picture's box, then text lines. */
export function ItemTileSkeleton({
  imageClassName,
  lineClassNames,
}: {
  imageClassName: string;
  lineClassNames: string[];
}) {
  return (
    <div className="flex w-full flex-1 flex-col overflow-hidden rounded-lg border border-stone-200 bg-white sm:flex-row sm:gap-3 sm:p-3">
      <Skeleton className={`rounded-none ${TILE_ART_CLASSES} ${imageClassName}`} />
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-0">
        {lineClassNames.map((className) => (
          <Skeleton key={className} className={className} />
        ))}
      </div>
    </div>
  );
}
