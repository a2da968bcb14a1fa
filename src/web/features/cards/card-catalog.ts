import type { Card } from '../../../domain/cards/card.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';
import type { CatalogDefinition } from '../catalog/catalog-definition.ts';
import { pricedListSorts } from '../catalog/priced-list-sorts.ts';
import { CardRow } from './card-row.tsx';
import { CardTile, CardTileSkeleton } from './card-tile.tsx';

export const cardCatalog = {
  resource: 'cards',
  noun: 'cards',
  searchLabel: 'Search cards',
  filterKind: 'card',
  filters: [
    {
      key: 'gameType',
      label: 'Game Type',
      allLabel: 'All Games',
      options: { filterType: 'gameType' },
    },
    {
      key: 'condition',
      label: 'Condition',
      allLabel: 'All Conditions',
      options: { filterType: 'condition' },
    },
    { key: 'type', label: 'Type', allLabel: 'All Types', options: { filterType: 'type' } },
  ],
  sorts: pricedListSorts,
  skeletonCount: 8,
  load: (query, signal) => api<Page<Card>>(withQuery('/api/cards', query), { signal }),
  ItemView: CardTile,
  SkeletonView: CardTileSkeleton,
  RowView: CardRow,
} satisfies CatalogDefinition<Card, 'gameType' | 'condition' | 'type'>;
