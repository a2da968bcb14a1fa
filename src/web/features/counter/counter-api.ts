import type { CounterLookup } from '../../../domain/counter/counter-lookup.contract.ts';
import type {
  CounterSale,
  CounterSaleRequest,
  receiptMailSchema,
} from '../../../domain/counter/counter-sale.contract.ts';
import type {
  closeDrawerSchema,
  Drawer,
  drawerMovementInputSchema,
  drawersSchema,
} from '../../../domain/counter/drawer.contract.ts';
import type {
  ReceiptSettings,
  ReceiptSettingsInput,
} from '../../../domain/counter/receipt-settings.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api, withQuery } from '../../lib/api-client.ts';

export const lookUp = (location: Location, q: string, signal: AbortSignal) =>
  api<CounterLookup>(withQuery('/api/admin/counter/lookup', { location, q }), { signal });

/** The same key for every send of one sale, so a double press or a retry makes one sale. */
export const completeSale = (body: CounterSaleRequest, idempotencyKey: string) =>
  api<CounterSale>('/api/admin/counter/sales', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const fetchDrawers = (location: Location, signal: AbortSignal) =>
  api<z.infer<typeof drawersSchema>>(withQuery('/api/admin/counter/drawers', { location }), {
    signal,
  });

export const openDrawer = (location: Location, float: string) =>
  api<Drawer>('/api/admin/counter/drawers', { method: 'POST', body: { location, float } });

export type DrawerMovementBody = z.input<typeof drawerMovementInputSchema>;
export type CloseDrawerBody = z.input<typeof closeDrawerSchema>;

export const moveDrawerCash = (drawerId: number, body: DrawerMovementBody) =>
  api<Drawer>(`/api/admin/counter/drawers/${drawerId}/movements`, { method: 'POST', body });

export const closeDrawer = (drawerId: number, body: CloseDrawerBody) =>
  api<Drawer>(`/api/admin/counter/drawers/${drawerId}/close`, { method: 'POST', body });

const salePath = (receiptNumber: string) =>
  `/api/admin/counter/sales/${encodeURIComponent(receiptNumber)}`;

export const fetchSale = (receiptNumber: string, signal: AbortSignal) =>
  api<CounterSale>(salePath(receiptNumber), { signal });

export const emailReceipt = (receiptNumber: string) =>
  api<z.infer<typeof receiptMailSchema>>(`${salePath(receiptNumber)}/email`, { method: 'POST' });

const receiptSettingsPath = (location: Location) =>
  withQuery('/api/admin/counter/receipt-settings', { location });

export const fetchReceiptSettings = (location: Location) =>
  api<ReceiptSettings>(receiptSettingsPath(location));

export const saveReceiptSettings = (location: Location, body: ReceiptSettingsInput) =>
  api<ReceiptSettings>(receiptSettingsPath(location), { method: 'PUT', body });
