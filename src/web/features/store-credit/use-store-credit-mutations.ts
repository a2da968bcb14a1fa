import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Location } from '../../../domain/stores/stores.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { formatApiPrice } from '../../lib/format.ts';
import { useIdempotencyKey } from '../../lib/use-idempotency-key.ts';
import { adminKeys } from '../admin/admin-queries.ts';
import { customerKeys } from '../admin/customers/customers-queries.ts';
import { rosterKeys } from '../registrations/roster-queries.ts';
import {
  payPrizes,
  type StaffCreditWrite,
  saveStoreCreditSettings,
  writeStaffCredit,
} from './store-credit-api.ts';
import { storeCreditKeys } from './store-credit-queries.ts';

/**
 * Staff issue or adjust a customer's credit. The dialog shows the server's refusals; once
 * written, the customer's page, their history and the store's activity are read again.
 */
export function useWriteStaffCredit(customerId: number) {
  const queryClient = useQueryClient();
  const key = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: StaffCreditWrite) => writeStaffCredit(customerId, body, key.current()),
    onSuccess: (written, body) => {
      key.renew();
      toast({
        title: `Store credit ${body.kind === 'adjustment' ? 'adjusted' : 'issued'}`,
        description: `New balance ${formatApiPrice(written.balance)}`,
        variant: 'success',
      });
      return Promise.all(
        [
          customerKeys.detail(customerId),
          storeCreditKeys.customer(customerId),
          adminKeys.audit(body.location),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** Prizes paid from an event's roster: one prize entry per player picked. */
export function usePayPrizes(event: { id: number; location: Location }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payouts: { registrationId: number; amount: string }[]) =>
      payPrizes(event.id, { payouts }),
    onSuccess: ({ payouts }) => {
      toast({
        title: `${payouts.length} ${payouts.length === 1 ? 'prize' : 'prizes'} paid in store credit`,
        variant: 'success',
      });
      return Promise.all(
        [rosterKeys.event(event.id), storeCreditKeys.staff(), adminKeys.audit(event.location)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}

/** The owner sets how much plain staff may issue in one entry at a store. */
export function useSaveStoreCreditSettings(location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffIssueLimit: string) => saveStoreCreditSettings(location, staffIssueLimit),
    onSuccess: (saved) => {
      toast({ title: 'Store credit limit saved', variant: 'success' });
      queryClient.setQueryData(storeCreditKeys.settings(saved.location), saved);
    },
  });
}
