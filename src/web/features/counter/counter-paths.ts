import type { Location } from '../../../domain/stores/stores.ts';

/** The store's counter (point of sale) screen. */
export const counterPath = (location: Location) => `/admin/${location}/counter`;
