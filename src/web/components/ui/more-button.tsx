import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from './button.tsx';

interface MoreButtonProps {
  /** The list's pages as `useInfiniteQuery` reads them: the button shows while more follow. */
  pages: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;
  /** What it says: "Show more sales", "Load more cards". */
  label: string;
  /** What it says while the next page loads. */
  loadingLabel?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Loads a paged list's next page; gone on the last page. */
export function MoreButton({ pages, label, loadingLabel = 'Loading...', size }: MoreButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size={size}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {pages.isFetchingNextPage ? loadingLabel : label}
    </Button>
  );
}
