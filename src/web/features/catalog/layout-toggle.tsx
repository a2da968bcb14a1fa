import { LayoutGrid, List } from 'lucide-react';
import type { CatalogLayout } from './use-catalog-layout.ts';

const CHOICES = [
  { layout: 'grid', label: 'Grid', Icon: LayoutGrid },
  { layout: 'list', label: 'List', Icon: List },
] as const;

/** Two toggle buttons, "Grid view" and "List view"; the one in use is pressed. */
export function LayoutToggle({
  layout,
  onChange,
}: {
  layout: CatalogLayout;
  onChange: (layout: CatalogLayout) => void;
}) {
  return (
    <fieldset className="inline-flex shrink-0 rounded-md border border-stone-300 bg-white p-0.5">
      <legend className="sr-only">View</legend>
      {CHOICES.map(({ layout: choice, label, Icon }) => (
        <button
          key={choice}
          type="button"
          aria-pressed={layout === choice}
          onClick={() => onChange(choice)}
          className="inline-flex h-8 items-center gap-1.5 rounded px-2.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white aria-pressed:hover:bg-emerald-800"
        >
          <Icon aria-hidden className="size-4" />
          {/* Phones show "Grid" and "List"; the name is always "Grid view" and "List view". */}
          <span>
            {label}
            <span className="sr-only sm:not-sr-only"> view</span>
          </span>
        </button>
      ))}
    </fieldset>
  );
}
