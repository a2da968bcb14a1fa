import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../admin/admin-queries.ts';
import { fetchRoster } from './roster-api.ts';

/** Under the back office's keys, so signing staff out forgets the rosters with the rest. */
export const rosterKeys = {
  all: [...adminKeys.all, 'roster'] as const,
  event: (tournamentId: number) => [...rosterKeys.all, tournamentId] as const,
};

export const rosterQuery = (tournamentId: number) =>
  queryOptions({
    queryKey: rosterKeys.event(tournamentId),
    queryFn: ({ signal }) => fetchRoster(tournamentId, signal),
  });
