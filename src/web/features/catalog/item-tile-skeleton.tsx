import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The placeholder of a catalog tile while its page loads: the image box, then text lines. */
export function ItemTileSkeleton({
  imageClassName,
  lineClassNames,
}: {
  imageClassName: string;
  lineClassNames: string[];
}) {
  return (
    <div className="flex w-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      <Skeleton className={`w-full rounded-none ${imageClassName}`} />
      <div className="flex flex-col gap-2 p-4">
        {lineClassNames.map((className) => (
          <Skeleton key={className} className={className} />
        ))}
      </div>
    </div>
  );
}
