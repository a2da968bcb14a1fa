import { useParams } from 'react-router';
import type { StorePage } from '../../domain/site/site-routes.ts';
import { isLocation, STORES } from '../../domain/stores/stores.ts';
import type { CatalogDefinition } from '../features/catalog/catalog-definition.ts';
import { CatalogView } from '../features/catalog/catalog-view.tsx';
import { StoreChooser } from '../features/stores/store-chooser.tsx';
import { StorePageHeader } from '../features/stores/store-page-header.tsx';
import { NotFound } from './not-found-page.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * A catalog page: the store chooser without a store prefix, the store's list with one,
 * and the 404 page for a store that does not exist.
 */
export function StoreCatalogPage<Item extends { id: number }, Key extends string>({
  page,
  title,
  definition,
}: {
  page: StorePage;
  title: string;
  definition: CatalogDefinition<Item, Key>;
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
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <PageTitle>{`${title} at ${STORES[location].name}`}</PageTitle>
      <StorePageHeader title={title} page={page} location={location} />
      <CatalogView key={location} definition={definition} location={location} />
    </div>
  );
}
