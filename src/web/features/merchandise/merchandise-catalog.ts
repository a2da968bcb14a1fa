import type { Merchandise } from '../../../domain/merchandise/merchandise.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';
import type { CatalogDefinition } from '../catalog/catalog-definition.ts';
import { pricedListSorts } from '../catalog/priced-list-sorts.ts';
import { MerchandiseCard, MerchandiseCardSkeleton } from './merchandise-card.tsx';

export const merchandiseCatalog = {
  resource: 'merchandise',
  noun: 'products',
  searchLabel: 'Search merchandise',
  filterKind: 'merchandise',
  filters: [
    {
      key: 'category',
      label: 'Category',
      allLabel: 'All Categories',
      options: { filterType: 'category' },
    },
    { key: 'gameType', label: 'Game', allLabel: 'All Games', options: { filterType: 'gameType' } },
  ],
  sorts: pricedListSorts,
  skeletonCount: 6,
  // Sold-out products stay listed, marked 'Out of Stock', so shoppers know the store carries them.
  load: (query, signal) =>
    api<Page<Merchandise>>(withQuery('/api/merchandise', { ...query, includeOutOfStock: true }), {
      signal,
    }),
  ItemView: MerchandiseCard,
  SkeletonView: MerchandiseCardSkeleton,
} satisfies CatalogDefinition<Merchandise, 'category' | 'gameType'>;
