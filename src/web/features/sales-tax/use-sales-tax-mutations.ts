import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TaxSettingsInput } from '../../../domain/tax/tax-settings.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { saveTaxSettings } from './sales-tax-api.ts';
import { salesTaxKeys } from './sales-tax-queries.ts';

/** The owner saves a store's rate and taxed kinds; new sales are taxed by them from now on. */
export function useSaveTaxSettings(location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TaxSettingsInput) => saveTaxSettings(location, body),
    onSuccess: (saved) => {
      toast({ title: 'Sales tax saved', variant: 'success' });
      queryClient.setQueryData(salesTaxKeys.settings(saved.location), saved);
    },
  });
}
