import { useCallback, useState } from 'react';
import type { CatalogResource } from './catalog-definition.ts';

export type CatalogLayout = 'grid' | 'list';

const storageKey = (resource: CatalogResource) => `catalogLayout:${resource}`;

/**
 * Grid or list, as this visitor last chose for this catalog; kept in local storage so it
 * holds across visits. A catalog without a list view is always a grid.
 */
export function useCatalogLayout(resource: CatalogResource, hasList: boolean) {
  const [chosen, setChosen] = useState<CatalogLayout>(() =>
    localStorage.getItem(storageKey(resource)) === 'list' ? 'list' : 'grid',
  );
  const choose = useCallback(
    (layout: CatalogLayout) => {
      localStorage.setItem(storageKey(resource), layout);
      setChosen(layout);
    },
    [resource],
  );
  const layout: CatalogLayout = hasList ? chosen : 'grid';
  return { layout, choose };
}
