import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TradeIn, TradeInChange } from '../../../domain/trade-ins/trade-in.contract.ts';
import type { TradeInPayout } from '../../../domain/trade-ins/trade-in.rules.ts';
import {
  acceptTradeIn,
  changeTradeIn,
  declineTradeIn,
  startWalkIn,
} from './staff-trade-ins-api.ts';
import { staffTradeInKeys } from './staff-trade-ins-queries.ts';

/** Every staff write answers the trade-in as it now is: the screen shows it, the queue reloads. */
function useTradeInWrite<Input>(write: (input: Input) => Promise<TradeIn>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (tradeIn) => {
      queryClient.setQueryData(staffTradeInKeys.one(tradeIn.number), tradeIn);
      return queryClient.invalidateQueries({ queryKey: staffTradeInKeys.all() });
    },
  });
}

export const useStartWalkIn = () => useTradeInWrite(startWalkIn);

export const useChangeTradeIn = (number: string) =>
  useTradeInWrite((change: TradeInChange) => changeTradeIn(number, change));

export const useAcceptTradeIn = (number: string) =>
  useTradeInWrite((payout: TradeInPayout) => acceptTradeIn(number, payout));

export const useDeclineTradeIn = (number: string) => useTradeInWrite(() => declineTradeIn(number));
