import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BuylistMarkRequest,
  BuylistMarks,
} from '../../../domain/buylist/buylist-marks.contract.ts';
import type { BuyTermsInput } from '../../../domain/buylist/buylist-settings.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { SubmitTradeIn } from '../../../domain/trade-ins/trade-in.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { putBuylistMark, removeBuylistMark, saveBuyTerms, submitTradeIn } from './buylist-api.ts';
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

/** The marks as the server answers them after a change; the public buylist prices by them at once. */
function useMarksChange<Variables>(
  location: Location,
  change: (variables: Variables) => Promise<BuylistMarks>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (marks) => {
      queryClient.setQueryData(buylistKeys.marks(location), marks);
      return queryClient.invalidateQueries({ queryKey: [...buylistKeys.all, location] });
    },
  });
}

/** Marks a card hot, or a card or set not bought (sent again, a card's mark replaces its last). */
export const usePutBuylistMark = (location: Location) =>
  useMarksChange(location, (body: BuylistMarkRequest) => putBuylistMark(body));

/** Takes a mark off, hot or not buying. */
export const useRemoveBuylistMark = (location: Location) =>
  useMarksChange(location, (id: number) => removeBuylistMark(id));
