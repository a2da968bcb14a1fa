import { AlertTriangle, SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** A list that could not be loaded: says so and offers to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-8 text-center"
    >
      <AlertTriangle aria-hidden className="size-8 text-red-700" />
      <p className="font-semibold text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A list with nothing in it: says so and, when a search or filter emptied it, offers to clear them. */
export function NoResults({ message, onClear }: { message: string; onClear?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-8 text-center">
      <SearchX aria-hidden className="size-8 text-stone-500" />
      <p className="font-semibold">{message}</p>
      {onClear && (
        <Button variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
