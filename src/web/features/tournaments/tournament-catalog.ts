import { GAME_TYPES, TOURNAMENT_STATUSES } from '../../../domain/catalog/options.ts';
import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';
import type { CatalogDefinition } from '../catalog/catalog-definition.ts';
import { TournamentCard, TournamentCardSkeleton } from './tournament-card.tsx';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const tournamentCatalog = {
  resource: 'tournaments',
  noun: 'tournaments',
  searchLabel: 'Search tournaments',
  filters: [
    {
      key: 'gameType',
      label: 'Game',
      allLabel: 'All Games',
      options: { fixed: GAME_TYPES.map((game) => ({ value: game, label: game })) },
    },
    {
      key: 'status',
      label: 'Status',
      allLabel: 'All Statuses',
      options: {
        fixed: TOURNAMENT_STATUSES.map((status) => ({ value: status, label: capitalise(status) })),
      },
    },
  ],
  sorts: [
    { value: '', label: 'Upcoming first' },
    { value: 'date', label: 'Date (earliest first)' },
    { value: '-date', label: 'Date (latest first)' },
    { value: 'name', label: 'Name (A to Z)' },
  ],
  skeletonCount: 6,
  load: (query, signal) =>
    api<Page<TournamentWithSeats>>(withQuery('/api/tournaments', query), { signal }),
  ItemView: TournamentCard,
  SkeletonView: TournamentCardSkeleton,
} satisfies CatalogDefinition<TournamentWithSeats, 'gameType' | 'status'>;
