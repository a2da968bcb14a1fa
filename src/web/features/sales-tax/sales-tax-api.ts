import type { Location } from '../../../domain/stores/stores.ts';
import type { TaxSettings, TaxSettingsInput } from '../../../domain/tax/tax-settings.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';

const settingsPath = (location: Location) =>
  withQuery('/api/admin/sales-tax/settings', { location });

export const fetchTaxSettings = (location: Location) => api<TaxSettings>(settingsPath(location));

export const saveTaxSettings = (location: Location, body: TaxSettingsInput) =>
  api<TaxSettings>(settingsPath(location), { method: 'PUT', body });
