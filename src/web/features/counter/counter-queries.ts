import { queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import { fetchDrawers, fetchEndOfDay, lookUp } from './counter-api.ts';

/** Under the back office's keys, so signing staff out forgets them with the rest. */
export const counterKeys = {
  all: (location: Location) => [...adminKeys.all, 'counter', location] as const,
  lookup: (location: Location, q: string) => [...counterKeys.all(location), 'lookup', q] as const,
  drawers: (location: Location) => [...counterKeys.all(location), 'drawers'] as const,
  endOfDay: (location: Location, date: string) =>
    [...counterKeys.all(location), 'end-of-day', date] as const,
};

export const lookupQuery = (location: Location, q: string) =>
  queryOptions({
    queryKey: counterKeys.lookup(location, q),
    queryFn: ({ signal }) => lookUp(location, q, signal),
    enabled: q !== '',
    // Stock moves with every sale: a second look a little later asks again.
    staleTime: 5_000,
  });

export const drawersQuery = (location: Location) =>
  queryOptions({
    queryKey: counterKeys.drawers(location),
    queryFn: ({ signal }) => fetchDrawers(location, signal),
  });

export const endOfDayQuery = (location: Location, date: string) =>
  queryOptions({
    queryKey: counterKeys.endOfDay(location, date),
    queryFn: ({ signal }) => fetchEndOfDay(location, date, signal),
  });
