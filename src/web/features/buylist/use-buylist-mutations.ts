import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyTermsInput } from '../../../domain/buylist/buylist-settings.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { SubmitTradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { saveBuyTerms, submitTradeIn } from './buylist-api.ts';
import { buylistKeys } from './buylist-queries.ts';

/** A manager or the owner saves one game's buying terms; the public buylist prices by them at once. */
export function useSaveBuyTerms(location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuyTermsInput) => saveBuyTerms(location, body),
    onSuccess: (saved) => {
      toast({ title: 'Buylist saved', variant: 'success' });
      queryClient.setQueryData(buylistKeys.settings(saved.location), saved);
      return queryClient.invalidateQueries({ queryKey: [...buylistKeys.all, saved.location] });
    },
  });
}

/** Submits the sell list; the store's wanted counts change with it, so its buylist is read again. */
export function useSubmitTradeIn(location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitTradeIn) => submitTradeIn(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...buylistKeys.all, location] }),
  });
}
