import type { PriceHistory } from '../../../domain/pricing/price-history.contract.ts';
import type {
  PriceApplyAnswer,
  PriceApplyBody,
  PriceImport,
} from '../../../domain/pricing/price-import.contract.ts';
import type { PriceImportList } from '../../../domain/pricing/price-import-list.contract.ts';
import type {
  PriceRulesInput,
  PricingSettings,
} from '../../../domain/pricing/pricing-rules.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api, postWithProgress, withQuery } from '../../lib/api-client.ts';

const rulesPath = (location: Location) => withQuery('/api/admin/prices/rules', { location });

export const fetchPricingSettings = (location: Location) =>
  api<PricingSettings>(rulesPath(location));

export const savePriceRules = (location: Location, body: PriceRulesInput) =>
  api<PricingSettings>(rulesPath(location), { method: 'PUT', body });

/** What the upload form sends: the store, the file's format ("auto" reads it from the header) and the file. */
export interface PriceFileUpload {
  location: Location;
  format: string;
  file: File;
}

/** Sends a price file to be previewed (nothing is written), reporting the upload's progress. */
export function uploadPriceFile(
  { location, format, file }: PriceFileUpload,
  onProgress: (share: number) => void,
): Promise<PriceImport> {
  const body = new FormData();
  body.append('location', location);
  body.append('format', format);
  body.append('file', file);
  return postWithProgress<PriceImport>('/api/admin/prices/imports', body, onProgress);
}

/** The store's earlier price files, newest first; `cursor` for the page after. */
export const fetchPriceImports = (
  location: Location,
  cursor: string | undefined,
  signal: AbortSignal,
) => api<PriceImportList>(withQuery('/api/admin/prices/imports', { location, cursor }), { signal });

export const fetchPriceImport = (id: number) => api<PriceImport>(`/api/admin/prices/imports/${id}`);

export const applyPriceImport = (id: number, body: PriceApplyBody) =>
  api<PriceApplyAnswer>(`/api/admin/prices/imports/${id}/apply`, { method: 'POST', body });

/** The rows that matched no card, as a CSV the browser downloads with the staff cookie. */
export const unmatchedRowsUrl = (id: number) => `/api/admin/prices/imports/${id}/unmatched.csv`;

export const fetchPriceHistory = (cardId: number, signal: AbortSignal) =>
  api<PriceHistory>(`/api/admin/cards/${cardId}/price-history`, { signal });
