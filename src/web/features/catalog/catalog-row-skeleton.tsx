import { Skeleton } from '../../components/ui/skeleton.tsx';

/** The placeholder of one row of a list view while its page loads, as tall as the row it stands for. */
export function CatalogRowSkeleton() {
  return (
    <div className="flex h-[38px] items-center gap-2 px-2 lg:h-[34px] lg:gap-3 lg:px-3">
      <Skeleton className="h-8 w-7 shrink-0 rounded-sm" />
      <Skeleton className="h-4 flex-1" />
      <Skeleton className="h-4 w-14 shrink-0" />
      <Skeleton className="size-8 shrink-0 sm:w-32 lg:h-7" />
    </div>
  );
}
