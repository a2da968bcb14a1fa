import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { cancelTradeIn, respondToOffer } from './trade-ins-api.ts';
import { tradeInKeys } from './trade-ins-queries.ts';

function useTradeInChange<Input>(change: (input: Input) => Promise<unknown>, successTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      toast({ title: successTitle, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: tradeInKeys.mine() });
    },
    onError: (error) => {
      const description =
        error instanceof ApiError
          ? error.serverMessage
          : 'Please check your connection and try again';
      toast({ title: 'Could not change the trade-in', description, variant: 'destructive' });
    },
  });
}

/** Cancels a submitted trade-in. */
export const useCancelTradeIn = () => useTradeInChange(cancelTradeIn, 'Trade-in cancelled');

/** Accepts or declines a revised offer. */
export const useRespondToOffer = () =>
  useTradeInChange(
    ({ number, accept }: { number: string; accept: boolean }) => respondToOffer(number, accept),
    'Answer sent',
  );
