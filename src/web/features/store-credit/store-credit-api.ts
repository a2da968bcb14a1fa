import type { z } from '../../../domain/shared/zod.ts';
import type {
  CreditWritten,
  PrizePayouts,
  prizePayoutsRequestSchema,
  StoreCredit,
  StoreCreditSettings,
  staffCreditRequestSchema,
} from '../../../domain/store-credit/store-credit.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api, withQuery } from '../../lib/api-client.ts';
import { idempotencyHeader } from '../../lib/use-idempotency-key.ts';

export const fetchMyStoreCredit = (cursor: string | undefined, signal: AbortSignal) =>
  api<StoreCredit>(withQuery('/api/customers/store-credit', { cursor }), { signal });

export const fetchCustomerStoreCredit = (
  customerId: number,
  cursor: string | undefined,
  signal: AbortSignal,
) =>
  api<StoreCredit>(withQuery(`/api/admin/customers/${customerId}/store-credit`, { cursor }), {
    signal,
  });

/** What staff send to issue or adjust, amounts as typed ("10.00", "-4.00"), not yet cents. */
export type StaffCreditWrite = z.input<typeof staffCreditRequestSchema>;
type PrizePayoutsWrite = z.input<typeof prizePayoutsRequestSchema>;

/** Issues or adjusts credit, once per key. */
export const writeStaffCredit = (
  customerId: number,
  body: StaffCreditWrite,
  idempotencyKey: string,
) =>
  api<CreditWritten>(`/api/admin/customers/${customerId}/store-credit`, {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  });

/** The prizes paid at an event so far. */
export const fetchPrizes = (tournamentId: number, signal: AbortSignal) =>
  api<PrizePayouts>(`/api/admin/tournaments/${tournamentId}/prizes`, { signal });

export const payPrizes = (tournamentId: number, body: PrizePayoutsWrite) =>
  api<PrizePayouts>(`/api/admin/tournaments/${tournamentId}/prizes`, { method: 'POST', body });

export const fetchStoreCreditSettings = (location: Location) =>
  api<StoreCreditSettings>(withQuery('/api/admin/store-credit/settings', { location }));

export const saveStoreCreditSettings = (location: Location, staffIssueLimit: string) =>
  api<StoreCreditSettings>(withQuery('/api/admin/store-credit/settings', { location }), {
    method: 'PUT',
    body: { staffIssueLimit },
  });
