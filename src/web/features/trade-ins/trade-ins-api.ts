import type { TradeIn, TradeInList } from '../../../domain/trade-ins/trade-in.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';

const path = (number: string) => `/api/customers/trade-ins/${encodeURIComponent(number)}`;

export const fetchMyTradeIns = (cursor: string | undefined, signal: AbortSignal) =>
  api<TradeInList>(withQuery('/api/customers/trade-ins', { cursor }), { signal });

export const cancelTradeIn = (number: string) => api<TradeIn>(path(number), { method: 'DELETE' });

export const respondToOffer = (number: string, accept: boolean) =>
  api<TradeIn>(`${path(number)}/respond`, { method: 'POST', body: { accept } });
