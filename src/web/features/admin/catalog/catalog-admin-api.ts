import type { AdminCard, cardInputSchema } from '../../../../domain/cards/card.contract.ts';
import type {
  FilterEntry,
  FilterKind,
  filterInputSchema,
} from '../../../../domain/filters/filter.contract.ts';
import type {
  AdminMerchandise,
  merchandiseInputSchema,
} from '../../../../domain/merchandise/merchandise.contract.ts';
import type { TournamentWithSeats } from '../../../../domain/registrations/registration.contract.ts';
import { MAX_PAGE_SIZE, type Page } from '../../../../domain/shared/page.contract.ts';
import type { z } from '../../../../domain/shared/zod.ts';
import type { Location } from '../../../../domain/stores/stores.ts';
import type {
  Tournament,
  tournamentInputSchema,
} from '../../../../domain/tournaments/tournament.contract.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

/** The three kinds of catalog item staff edit, with their calls and their words. */
export const CATALOG_RESOURCES = {
  tournaments: { path: '/api/tournaments', thing: 'tournament', label: 'Tournament' },
  merchandise: { path: '/api/merchandise', thing: 'merchandise', label: 'Merchandise' },
  cards: { path: '/api/cards', thing: 'card', label: 'Card' },
} as const;
export type CatalogResource = keyof typeof CATALOG_RESOURCES;

/** What staff send to create or replace each kind: the form's fields, which the server reads with the same contract. */
export interface CatalogInputs {
  tournaments: z.input<typeof tournamentInputSchema>;
  merchandise: z.input<typeof merchandiseInputSchema>;
  cards: z.input<typeof cardInputSchema>;
}

/** Each kind as staff edit it, and as its create and replace calls answer it. */
export interface CatalogItems {
  tournaments: Tournament;
  merchandise: AdminMerchandise;
  cards: AdminCard;
}

/** Each kind as the dashboard lists it: events with their seats taken and waitlist. */
export interface CatalogListItems extends CatalogItems {
  tournaments: TournamentWithSeats;
}

export function saveCatalogItem<R extends CatalogResource>(
  resource: R,
  id: number | null,
  body: CatalogInputs[R],
) {
  const { path } = CATALOG_RESOURCES[resource];
  return id === null
    ? api<CatalogItems[R]>(path, { method: 'POST', body })
    : api<CatalogItems[R]>(`${path}/${id}`, { method: 'PUT', body });
}

/** Deleting answers no content. */
export const deleteCatalogItem = (resource: CatalogResource, id: number) =>
  api<null>(`${CATALOG_RESOURCES[resource].path}/${id}`, { method: 'DELETE' });

const STORE_LISTS: {
  [R in CatalogResource]: (location: Location, q: string) => Promise<Page<CatalogListItems[R]>>;
} = {
  tournaments: (location, q) =>
    api<Page<TournamentWithSeats>>(
      withQuery('/api/tournaments', { location, q, limit: MAX_PAGE_SIZE, sort: '-date' }),
    ),
  merchandise: (location, q) =>
    api<Page<AdminMerchandise>>(
      withQuery('/api/admin/merchandise', {
        location,
        q,
        limit: MAX_PAGE_SIZE,
        includeOutOfStock: true,
      }),
    ),
  cards: (location, q) =>
    api<Page<AdminCard>>(
      withQuery('/api/admin/cards', { location, q, limit: MAX_PAGE_SIZE, sort: 'newest' }),
    ),
};

/** A store's list of one kind for the dashboard: the first hundred, or those matching `q`. */
export const fetchStoreList = <R extends CatalogResource>(
  resource: R,
  location: Location,
  q: string,
) => STORE_LISTS[resource](location, q);

/** Products and cards are read from the back office, as the shoppers' view leaves out the supplier and the cost. */
const ITEM_PATHS: Record<CatalogResource, string> = {
  tournaments: '/api/tournaments',
  merchandise: '/api/admin/merchandise',
  cards: '/api/admin/cards',
};

/** One item in full, as its form edits it. */
export const fetchCatalogItem = <R extends CatalogResource>(resource: R, id: number) =>
  api<CatalogItems[R]>(`${ITEM_PATHS[resource]}/${id}`);

type FilterBody = z.input<ReturnType<typeof filterInputSchema>>;

export const addFilter = (kind: FilterKind, body: FilterBody) =>
  api<FilterEntry>(`/api/${kind}-filters`, { method: 'POST', body });

/** Deleting answers no content. */
export const deleteFilter = (kind: FilterKind, id: number) =>
  api<null>(`/api/${kind}-filters/${id}`, { method: 'DELETE' });
