import { type ReactNode, Suspense } from 'react';
import { useParams } from 'react-router';
import { canManageStore } from '../../domain/admin/permissions.ts';
import type { StorePage } from '../../domain/site/site-routes.ts';
import { isLocation, type Location, STORES } from '../../domain/stores/stores.ts';
import { useStaffSession } from '../features/admin/staff/staff-session.ts';
import type { CatalogDefinition } from '../features/catalog/catalog-definition.ts';
import { CatalogView } from '../features/catalog/catalog-view.tsx';
import { StaffAddButton } from '../features/catalog/staff-tools.ts';
import { StoreChooser } from '../features/stores/store-chooser.tsx';
import { StorePageHeader } from '../features/stores/store-page-header.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * A catalog page: the store chooser without a store prefix, the store's list with one,
 * and the 404 page for a store that does not exist.
 */
export function StoreCatalogPage<Item extends { id: number; name: string }, Key extends string>({
  page,
  title,
  definition,
  links,
}: {
  page: StorePage;
  title: string;
  definition: CatalogDefinition<Item, Key>;
  /** Links to the store's related pages, under the heading. */
  links?: (location: Location) => ReactNode;
}) {
  const { location } = useParams();
  if (location === undefined) {
    return (
      <>
        <PageTitle>{`${title}: Select Store Location`}</PageTitle>
        <StoreChooser page={page} pageTitle={title} />
      </>
    );
  }
  if (!isLocation(location)) return <NotFound />;
  return (
    <StoreCatalog
      page={page}
      title={title}
      definition={definition}
      location={location}
      links={links?.(location)}
    />
  );
}

function StoreCatalog<Item extends { id: number; name: string }, Key extends string>({
  page,
  title,
  definition,
  location,
  links,
}: {
  page: StorePage;
  title: string;
  definition: CatalogDefinition<Item, Key>;
  location: Location;
  links: ReactNode;
}) {
  const staff = useStaffSession();
  const editable = staff.data != null && canManageStore(staff.data, location);
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 pt-4 pb-8">
      <PageTitle>{`${title} at ${STORES[location].name}`}</PageTitle>
      <StorePageHeader
        title={title}
        page={page}
        location={location}
        links={links}
        actions={
          editable && (
            <Suspense fallback={null}>
              <StaffAddButton resource={definition.resource} location={location} />
            </Suspense>
          )
        }
      />
      <CatalogView key={location} definition={definition} location={location} editable={editable} />
    </div>
  );
}
