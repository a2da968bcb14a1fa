import type { Card } from '../../../domain/cards/card.contract.ts';
import type { FilterEntry, FilterKind } from '../../../domain/filters/filter.contract.ts';
import type { AdminMerchandise } from '../../../domain/merchandise/merchandise.contract.ts';
import { MAX_PAGE_SIZE, type Page } from '../../../domain/shared/page.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';

/** The three kinds of catalog item staff edit, with their calls and their words. */
export const CATALOG_RESOURCES = {
  tournaments: { path: '/api/tournaments', thing: 'tournament', label: 'Tournament' },
  merchandise: { path: '/api/merchandise', thing: 'merchandise', label: 'Merchandise' },
  cards: { path: '/api/cards', thing: 'card', label: 'Card' },
} as const;
export type CatalogResource = keyof typeof CATALOG_RESOURCES;

/** What each kind's create and replace calls answer. */
interface CatalogItems {
  tournaments: Tournament;
  merchandise: AdminMerchandise;
  cards: Card;
}

export function saveCatalogItem<Resource extends CatalogResource>(
  resource: Resource,
  id: number | null,
  body: unknown,
) {
  const { path } = CATALOG_RESOURCES[resource];
  return id === null
    ? api<CatalogItems[Resource]>(path, { method: 'POST', body })
    : api<CatalogItems[Resource]>(`${path}/${id}`, { method: 'PUT', body });
}

export const deleteCatalogItem = (resource: CatalogResource, id: number) =>
  api<unknown>(`${CATALOG_RESOURCES[resource].path}/${id}`, { method: 'DELETE' });

/** A store's whole list for the dashboard (the first hundred; a search narrows it). */
export const fetchStoreTournaments = (location: Location) =>
  api<Page<Tournament>>(
    withQuery('/api/tournaments', { location, limit: MAX_PAGE_SIZE, sort: '-date' }),
  );
export const fetchStoreMerchandise = (location: Location, q?: string) =>
  api<Page<AdminMerchandise>>(
    withQuery('/api/admin/merchandise', {
      location,
      q,
      limit: MAX_PAGE_SIZE,
      includeOutOfStock: true,
    }),
  );
export const fetchStoreCards = (location: Location, q?: string) =>
  api<Page<Card>>(withQuery('/api/cards', { location, q, limit: MAX_PAGE_SIZE, sort: 'newest' }));

export const fetchFilters = (kind: FilterKind) => api<FilterEntry[]>(`/api/${kind}-filters`);
export const addFilter = (kind: FilterKind, body: { filterType: string; value: string }) =>
  api<FilterEntry>(`/api/${kind}-filters`, { method: 'POST', body });
export const deleteFilter = (kind: FilterKind, id: number) =>
  api<unknown>(`/api/${kind}-filters/${id}`, { method: 'DELETE' });

export const fetchAdminMerchandiseItem = (id: number) =>
  api<AdminMerchandise>(`/api/admin/merchandise/${id}`);
