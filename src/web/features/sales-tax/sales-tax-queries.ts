import { queryOptions } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import { fetchTaxSettings } from './sales-tax-api.ts';

export const salesTaxKeys = {
  settings: (location: Location) => [...adminKeys.all, 'sales-tax', location] as const,
};

export const taxSettingsQuery = (location: Location) =>
  queryOptions({
    queryKey: salesTaxKeys.settings(location),
    queryFn: () => fetchTaxSettings(location),
  });
