import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CounterReturnRequest } from '../../../domain/counter/counter-return.contract.ts';
import type { CounterSaleRequest } from '../../../domain/counter/counter-sale.contract.ts';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import type { ReceiptSettingsInput } from '../../../domain/counter/receipt-settings.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import {
  type CloseDrawerBody,
  closeDrawer,
  completeReturn,
  completeSale,
  type DrawerMovementBody,
  emailReceipt,
  moveDrawerCash,
  type OpenDrawerBody,
  openDrawer,
  saveReceiptSettings,
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
    mutationFn: (body: Omit<OpenDrawerBody, 'location'>) => openDrawer({ location, ...body }),
    onSuccess: refresh,
  });
}

export function useMoveDrawerCash(location: Location, drawerId: number) {
  const refresh = useCounterRefresh(location);
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: DrawerMovementBody) => moveDrawerCash(drawerId, body, key.current()),
    onSuccess: () => {
      key.renew();
      return refresh();
    },
  });
}

/**
 * Closes a drawer. `onClosed` hears the count here rather than beside `mutate`: reading the
 * drawers again takes the closed one (and its dialog) off the screen before a call-site
 * callback would run, and React Query skips those once their component is gone.
 */
export function useCloseDrawer(
  location: Location,
  drawerId: number,
  onClosed: (closed: Drawer) => void,
) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: (body: CloseDrawerBody) => closeDrawer(drawerId, body),
    onSuccess: (closed) => {
      onClosed(closed);
      return refresh();
    },
  });
}

/** Email receipt: the server queues it to the sale's customer and says where it went. */
export function useEmailReceipt(receiptNumber: string) {
  return useMutation({
    mutationFn: () => emailReceipt(receiptNumber),
    onSuccess: ({ to }) => toast({ title: `Receipt sent to ${to}`, variant: 'success' }),
  });
}

/** The owner saves a store's return policy line; every receipt prints it from now on. */
export function useSaveReceiptSettings(location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptSettingsInput) => saveReceiptSettings(location, body),
    onSuccess: (saved) => {
      toast({ title: 'Receipt saved', variant: 'success' });
      queryClient.setQueryData(counterKeys.receiptSettings(saved.location), saved);
    },
  });
}

/** A return at the counter: the drawer, the stock and the sale's returns are read again after it. */
export function useCompleteReturn(location: Location) {
  const refresh = useCounterRefresh(location);
  return useMutation({
    mutationFn: ({ body, key }: { body: CounterReturnRequest; key: string }) =>
      completeReturn(body, key),
    onSettled: refresh,
  });
}
