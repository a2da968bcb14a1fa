import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterReturnRequest } from '../../../domain/counter/counter-return.contract.ts';
import type { CounterSaleRequest } from '../../../domain/counter/counter-sale.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import {
  type CloseDrawerBody,
  closeDrawer,
  completeReturn,
  completeSale,
  type DrawerMovementBody,
  moveDrawerCash,
  openDrawer,
} from './counter-api.ts';
import { counterKeys } from './counter-queries.ts';

/** Every counter write moves stock or cash: the lookups and the drawer are read again after. */
function useCounterRefresh(location: Location) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: counterKeys.all(location) });
}

export function useCompleteSale(location: Location) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: ({ body, key }: { body: CounterSaleRequest; key: string }) =>
      completeSale(body, key),
    onSettled: refresh,
  });
}

export function useOpenDrawer(location: Location) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: (float: string) => openDrawer(location, float),
    onSuccess: refresh,
  });
}

export function useMoveDrawerCash(location: Location, drawerId: number) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: (body: DrawerMovementBody) => moveDrawerCash(drawerId, body),
    onSuccess: refresh,
  });
}

export function useCloseDrawer(location: Location, drawerId: number) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: (body: CloseDrawerBody) => closeDrawer(drawerId, body),
    onSuccess: refresh,
  });
}

export function useCompleteReturn(location: Location) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: (body: CounterReturnRequest) => completeReturn(body),
    onSettled: refresh,
  });
}
