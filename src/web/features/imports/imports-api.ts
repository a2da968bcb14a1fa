import type { ImportKind, ImportPreview } from '../../../domain/imports/import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api, postWithProgress, withQuery } from '../../lib/api-client.ts';

/** The dialog's choices, sent as the form's fields before the file. */
export interface ImportRequest {
  location: Location;
  kind: ImportKind;
  format: string;
  mode: string;
  gameType: string;
  pricing: string;
  file: File;
}

/** Sends the file to be read into a preview, reporting how much of it has gone (0 to 1). */
export function previewImport(
  { file, ...fields }: ImportRequest,
  onProgress: (share: number) => void,
): Promise<ImportPreview> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') body.append(name, value);
  body.append('file', file);
  return postWithProgress<ImportPreview>('/api/admin/imports', body, onProgress);
}

/** A preview as it stands: while an apply runs, how many of its items are written. */
export const getImport = (id: number) => api<ImportPreview>(`/api/admin/imports/${id}`);

export const applyImport = (id: number) =>
  api<ImportPreview>(`/api/admin/imports/${id}/apply`, { method: 'POST', body: {} });

/** The download's address: the browser fetches it with the staff cookie, as a file. */
export const exportUrl = (kind: ImportKind, location: Location, format = 'shop') =>
  kind === 'cards'
    ? withQuery('/api/admin/exports/cards.csv', { location, format })
    : withQuery('/api/admin/exports/merchandise.csv', { location });

/** Every refused row of a preview, as a CSV download the browser fetches with the staff cookie. */
export const refusedRowsUrl = (id: number) => `/api/admin/imports/${id}/refused.csv`;
