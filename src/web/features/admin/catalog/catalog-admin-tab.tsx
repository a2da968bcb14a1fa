import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { type ComponentType, type ReactNode, useRef, useState } from 'react';
import type { Page } from '../../../../domain/shared/page.contract.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFocusAfterSwap } from '../../../lib/use-focus-after-swap.ts';
import { SearchBox } from '../../catalog/search-box.tsx';
import { storeListQuery } from '../admin-queries.ts';
import type { CatalogItems, CatalogListItems, CatalogResource } from './catalog-admin-api.ts';
import { ItemEditButtons } from './item-edit-buttons.tsx';
import type { ItemFormProps } from './item-form.ts';
import { useCatalogMutations } from './use-catalog-mutations.ts';

export interface CatalogAdminTabProps<R extends CatalogResource> {
  resource: R;
  location: Location;
  title: string;
  countLine: (count: string) => string;
  /** The search field's label ("Search cards"). */
  searchLabel: string;
  addLabel: string;
  Form: ComponentType<ItemFormProps<CatalogItems[R]>>;
  Details: ComponentType<{ item: CatalogListItems[R] }>;
  /** More buttons beside Edit and Delete, for this kind only (an event's Roster). */
  Actions?: ComponentType<{ item: CatalogListItems[R] }>;
  /** More buttons beside Add, for this kind only (Import CSV and Export CSV). */
  tools?: ReactNode;
}

/**
 * One management tab (tournaments, merchandise or cards): the store's items with edit and
 * delete, and the add/edit dialog in create or edit mode.
 */
export function CatalogAdminTab<R extends CatalogResource>({
  resource,
  location,
  title,
  countLine,
  searchLabel,
  addLabel,
  Form,
  Details,
  Actions,
  tools,
}: CatalogAdminTabProps<R>) {
  const [search, setSearch] = useState('');
  const items = useQuery(storeListQuery(resource, location, search));
  const [editing, setEditing] = useState<CatalogItems[R] | 'new' | null>(null);
  const { confirmRemove, removeStatus } = useCatalogMutations(resource, location, 'dashboard');
  // A deleted item's tile goes with the Delete button pressed: focus goes to the list's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterSwap(heading, removeStatus);

  return (
    <section aria-labelledby={`${resource}-heading`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`${resource}-heading`} ref={heading} tabIndex={-1} className="text-xl font-bold">
            {title}
          </h2>
          {items.data && (
            <p className="text-sm text-stone-600" aria-live="polite">
              {listLine(items.data, search, countLine)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {tools}
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden className="size-4" />
            {addLabel}
          </Button>
        </div>
      </div>

      <div className="max-w-md">
        <SearchBox label={searchLabel} value={search} onSearch={setSearch} />
      </div>

      {items.isPending && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {['a', 'b', 'c'].map((key) => (
            <Skeleton key={key} className="h-48" />
          ))}
        </div>
      )}
      {items.isError && (
        <p role="alert" className="text-red-800">
          The list could not be loaded. Please refresh the page.
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.data?.items.map((item) => (
          // A grid item is as wide as its longest word unless told otherwise: min-w-0 and
          // wrap-anywhere (inherited by every line of the tile) let a name with no spaces wrap
          // inside the tile instead of pushing the grid, and Edit and Delete, off the screen.
          <li
            key={item.id}
            className="flex min-w-0 flex-col rounded-lg border border-stone-200 bg-white p-4 wrap-anywhere shadow-sm"
          >
            <Details item={item} />
            <div className="mt-auto flex flex-wrap gap-2 pt-3">
              {Actions && <Actions item={item} />}
              <ItemEditButtons
                name={item.name}
                onEdit={() => setEditing(item)}
                onDelete={() => confirmRemove(item.id)}
              />
            </div>
          </li>
        ))}
      </ul>

      {editing !== null && (
        <Form
          item={editing === 'new' ? null : editing}
          location={location}
          surface="dashboard"
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}

/** The count over the list: the store's total, or the search's, and whether more are left out. */
function listLine(
  page: Page<unknown>,
  search: string,
  countLine: (count: string) => string,
): string {
  // A count stopped at the cap is a floor.
  const total = `${page.total.toLocaleString('en-US')}${page.totalCapped ? '+' : ''}`;
  const count = search ? `${total} found for “${search}”` : countLine(total);
  return page.items.length < page.total
    ? `${count}. Showing ${page.items.length}; search to find the rest.`
    : count;
}
