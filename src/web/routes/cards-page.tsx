import { Link } from 'react-router';
import { storePagePath } from '../../domain/site/site-routes.ts';
import { cardCatalog } from '../features/cards/card-catalog.ts';
import { StoreCatalogPage } from './store-catalog-page.tsx';

export function Component() {
  return (
    <StoreCatalogPage
      page="cards"
      title="Cards & Trading"
      definition={cardCatalog}
      links={(location) => (
        <Link
          to={storePagePath('sell', location)}
          className="font-semibold text-emerald-800 underline underline-offset-4"
        >
          Sell to us
        </Link>
      )}
    />
  );
}
