import type {
  BuylistMarkRequest,
  BuylistMarks,
} from '../../../domain/buylist/buylist-marks.contract.ts';
import type { BuylistPage } from '../../../domain/buylist/buylist-row.contract.ts';
import type {
  BuylistSettings,
  BuyTermsInput,
} from '../../../domain/buylist/buylist-settings.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type {
  SubmitTradeIn,
  TradeIn,
  TradeInQuote,
  TradeInQuoteQuery,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';

/** The buylist's search: text, game, condition and finish, as the page's address holds them. */
export type BuylistSearch = Partial<Record<'q' | 'gameType' | 'condition' | 'finish', string>>;

export const fetchBuylistPage = (
  location: Location,
  search: BuylistSearch,
  page: number,
  signal: AbortSignal,
) => api<BuylistPage>(withQuery('/api/buylist', { ...search, location, page }), { signal });

const settingsPath = (location: Location) => withQuery('/api/admin/buylist/settings', { location });

export const fetchBuylistSettings = (location: Location) =>
  api<BuylistSettings>(settingsPath(location));

export const saveBuyTerms = (location: Location, body: BuyTermsInput) =>
  api<BuylistSettings>(settingsPath(location), { method: 'PUT', body });

const marksPath = '/api/admin/buylist/hotlist';

/** The store's hot cards and the cards and sets it is not buying. */
export const fetchBuylistMarks = (location: Location, signal: AbortSignal) =>
  api<BuylistMarks>(withQuery(marksPath, { location }), { signal });

/** Marks a card hot, or a card or set not bought; forms send their fields as typed. */
export const putBuylistMark = (body: BuylistMarkRequest) =>
  api<BuylistMarks>(marksPath, { method: 'POST', body });

export const removeBuylistMark = (id: number) =>
  api<BuylistMarks>(withQuery(marksPath, { id }), { method: 'DELETE' });

/** A signed-in customer's sell list, sent as a trade-in. */
export const submitTradeIn = (body: SubmitTradeIn) =>
  api<TradeIn>('/api/customers/trade-ins', { method: 'POST', body });

/** What the store pays for one of its cards in the condition and finish the seller has. */
export const fetchTradeInQuote = (query: TradeInQuoteQuery) =>
  api<TradeInQuote>(withQuery('/api/trade-ins/quote', query));
