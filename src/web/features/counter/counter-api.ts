import type { CounterLookup } from '../../../domain/counter/counter-lookup.contract.ts';
import type {
  CounterSale,
  CounterSaleRequest,
} from '../../../domain/counter/counter-sale.contract.ts';
import type {
  closeDrawerSchema,
  Drawer,
  drawerMovementInputSchema,
  drawersSchema,
} from '../../../domain/counter/drawer.contract.ts';
import type { EndOfDayReport } from '../../../domain/reports/end-of-day.contract.ts';
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

const END_OF_DAY = '/api/admin/reports/end-of-day';

export const fetchEndOfDay = (location: Location, date: string, signal: AbortSignal) =>
  api<EndOfDayReport>(withQuery(END_OF_DAY, { location, date }), { signal });

/** The same day's figures as a CSV file the browser downloads. */
export const endOfDayCsvHref = (location: Location, date: string) =>
  withQuery(END_OF_DAY, { location, date, format: 'csv' });
