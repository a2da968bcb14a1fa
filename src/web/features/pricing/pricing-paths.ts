import type { Location } from '../../../domain/stores/stores.ts';

/** The store's price file page: upload one, and a preview's review once read. */
export const pricesPath = (location: Location, importId?: number) =>
  `/admin/${location}/prices${importId === undefined ? '' : `/${importId}`}`;
