import { merchandiseCatalog } from '../features/merchandise/merchandise-catalog.ts';
import { StoreCatalogPage } from './store-catalog-page.tsx';

export function Component() {
  return (
    <StoreCatalogPage page="merchandise" title="Merchandise" definition={merchandiseCatalog} />
  );
}
