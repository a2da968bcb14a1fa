import type { Location } from '../../../domain/stores/stores.ts';
import type {
  TradeIn,
  TradeInChange,
  TradeInList,
  WalkInTradeIn,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import type { QueueFilter, TradeInPayout } from '../../../domain/trade-ins/trade-in.rules.ts';
import { api, withQuery } from '../../lib/api-client.ts';

/** The store's queue as the Trade-ins tab asks for it: a status (or all) and a search. */
export interface QueueSearch {
  status: QueueFilter | 'all';
  q: string;
}

const path = (number: string) => `/api/admin/trade-ins/${encodeURIComponent(number)}`;

export const fetchStoreTradeIns = (
  location: Location,
  search: QueueSearch,
  cursor: string | undefined,
  signal: AbortSignal,
) =>
  api<TradeInList>(
    withQuery('/api/admin/trade-ins', {
      location,
      status: search.status === 'all' ? undefined : search.status,
      q: search.q,
      cursor,
    }),
    { signal },
  );

export const fetchTradeIn = (number: string, signal: AbortSignal) =>
  api<TradeIn>(path(number), { signal });

export const startWalkIn = (body: WalkInTradeIn) =>
  api<TradeIn>('/api/admin/trade-ins', { method: 'POST', body });

export const changeTradeIn = (number: string, body: TradeInChange) =>
  api<TradeIn>(path(number), { method: 'PATCH', body });

export const acceptTradeIn = (number: string, payout: TradeInPayout) =>
  api<TradeIn>(`${path(number)}/accept`, { method: 'POST', body: { payout } });

export const declineTradeIn = (number: string) =>
  api<TradeIn>(`${path(number)}/decline`, { method: 'POST' });
