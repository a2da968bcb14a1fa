import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The placeholder of one row of a list view while its page loads. */
export function CatalogRowSkeleton() {
  return (
    <div className="flex items-center gap-3 px-3 py-2">
      <Skeleton className="h-14 w-10 shrink-0" />
      <div className="flex flex-1 flex-col gap-1.5">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
      </div>
      <Skeleton className="h-8 w-24 shrink-0" />
    </div>
  );
}
