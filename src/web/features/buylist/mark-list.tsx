import type { ReactNode } from 'react';
import type { Location } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { failureText } from '../../lib/api-client.ts';
import { useRemoveBuylistMark } from './use-buylist-mutations.ts';

/** A list of marks, each with what it says and a Remove button; the empty text when there are none. */
export function MarkList<Entry extends { id: number }>({
  location,
  label,
  entries,
  describe,
  emptyText,
}: {
  location: Location;
  label: string;
  entries: readonly Entry[];
  describe: (entry: Entry) => { title: string; detail: ReactNode };
  emptyText: string;
}) {
  const remove = useRemoveBuylistMark(location);
  if (entries.length === 0) return <p className="text-sm text-stone-600">{emptyText}</p>;
  return (
    <div className="space-y-2">
      <ul
        aria-label={label}
        className="divide-y divide-stone-100 rounded-md border border-stone-200"
      >
        {entries.map((entry) => {
          const { title, detail } = describe(entry);
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words">{title}</p>
                <p className="text-stone-600">{detail}</p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                busy={remove.isPending}
                onClick={() => remove.mutate(entry.id)}
              >
                Remove<span className="sr-only"> {title}</span>
              </Button>
            </li>
          );
        })}
      </ul>
      {remove.error && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(remove.error, 'The mark could not be removed. Please try again.')}
        </p>
      )}
    </div>
  );
}
