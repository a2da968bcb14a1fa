import { cardPageSchema, cardSchema } from '../../../domain/cards/card.contract.ts';
import {
  type FilterKind,
  filterEntrySchema,
  filterListSchema,
} from '../../../domain/filters/filter.contract.ts';
import {
  adminMerchandisePageSchema,
  adminMerchandiseSchema,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { MAX_PAGE_SIZE } from '../../../domain/shared/page.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import {
  tournamentPageSchema,
  tournamentSchema,
} from '../../../domain/tournaments/tournament.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';

/** The three kinds of catalog item staff edit, with their calls and their words. */
export const CATALOG_RESOURCES = {
  tournaments: {
    path: '/api/tournaments',
    itemSchema: tournamentSchema,
    thing: 'tournament',
    label: 'Tournament',
  },
  merchandise: {
    path: '/api/merchandise',
    itemSchema: adminMerchandiseSchema,
    thing: 'merchandise',
    label: 'Merchandise',
  },
  cards: { path: '/api/cards', itemSchema: cardSchema, thing: 'card', label: 'Card' },
} as const;
export type CatalogResource = keyof typeof CATALOG_RESOURCES;

const noContent = z.unknown();

export function saveCatalogItem(resource: CatalogResource, id: number | null, body: unknown) {
  const { path, itemSchema } = CATALOG_RESOURCES[resource];
  return id === null
    ? api(path, itemSchema, { method: 'POST', body })
    : api(`${path}/${id}`, itemSchema, { method: 'PUT', body });
}

export const deleteCatalogItem = (resource: CatalogResource, id: number) =>
  api(`${CATALOG_RESOURCES[resource].path}/${id}`, noContent, { method: 'DELETE' });

/** A store's whole list for the dashboard (the first hundred; a search narrows it). */
export const fetchStoreTournaments = (location: Location) =>
  api(
    withQuery('/api/tournaments', { location, limit: MAX_PAGE_SIZE, sort: '-date' }),
    tournamentPageSchema,
  );
export const fetchStoreMerchandise = (location: Location, q?: string) =>
  api(
    withQuery('/api/admin/merchandise', {
      location,
      q,
      limit: MAX_PAGE_SIZE,
      includeOutOfStock: true,
    }),
    adminMerchandisePageSchema,
  );
export const fetchStoreCards = (location: Location, q?: string) =>
  api(
    withQuery('/api/cards', { location, q, limit: MAX_PAGE_SIZE, sort: 'newest' }),
    cardPageSchema,
  );

export const fetchFilters = (kind: FilterKind) => api(`/api/${kind}-filters`, filterListSchema);
export const addFilter = (kind: FilterKind, body: { filterType: string; value: string }) =>
  api(`/api/${kind}-filters`, filterEntrySchema, { method: 'POST', body });
export const deleteFilter = (kind: FilterKind, id: number) =>
  api(`/api/${kind}-filters/${id}`, noContent, { method: 'DELETE' });

export const fetchAdminMerchandiseItem = (id: number) =>
  api(`/api/admin/merchandise/${id}`, adminMerchandiseSchema);
