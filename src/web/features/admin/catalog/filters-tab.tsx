import { useId } from 'react';
import { FilterPanel } from './filter-panel.tsx';

/**
 * The option lists behind the storefront's card and merchandise filters, shared by both stores.
 */
export function FiltersTab() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold">
        Filter Management
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <FilterPanel kind="card" />
        <FilterPanel kind="merchandise" />
      </div>
    </section>
  );
}
