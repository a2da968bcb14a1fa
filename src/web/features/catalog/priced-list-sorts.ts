import { PRICED_LIST_SORT_LABELS, PRICED_LIST_SORTS } from '../../../domain/catalog/options.ts';

/** Sort choices of the merchandise and card pages; by name is the default, so it stays out of the URL. */
export const pricedListSorts = PRICED_LIST_SORTS.map((sort) => ({
  value: sort === 'name' ? '' : sort,
  label: PRICED_LIST_SORT_LABELS[sort],
}));
