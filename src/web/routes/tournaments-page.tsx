import { tournamentCatalog } from '../features/tournaments/tournament-catalog.ts';
import { StoreCatalogPage } from './store-catalog-page.tsx';

export function Component() {
  return <StoreCatalogPage page="tournaments" title="Tournaments" definition={tournamentCatalog} />;
}
