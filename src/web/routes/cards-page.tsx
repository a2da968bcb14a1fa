import { cardCatalog } from '../features/cards/card-catalog.ts';
import { StoreCatalogPage } from './store-catalog-page.tsx';

export function Component() {
  return <StoreCatalogPage page="cards" title="Cards & Trading" definition={cardCatalog} />;
}
