import type { AdminOrder } from '../../../domain/admin/admin.contract.ts';
import type { CounterLookup } from '../../../domain/counter/counter-lookup.contract.ts';
import type {
  CounterReturn,
  CounterReturnRequest,
} from '../../../domain/counter/counter-return.contract.ts';
import type {
  CounterSale,
  CounterSaleRequest,
  counterSalesPageSchema,
  counterSalesQuerySchema,
  receiptMailSchema,
} from '../../../domain/counter/counter-sale.contract.ts';
import type {
  closeDrawerSchema,
  Drawer,
  drawerMovementInputSchema,
  drawersSchema,
  openDrawerSchema,
} from '../../../domain/counter/drawer.contract.ts';
import type {
  ReceiptSettings,
  ReceiptSettingsInput,
} from '../../../domain/counter/receipt-settings.contract.ts';
import type { EndOfDayReport } from '../../../domain/reports/end-of-day.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { ApiError, api, withQuery } from '../../lib/api-client.ts';
import { idempotencyHeader } from '../../lib/use-idempotency-key.ts';
import { isReceiptNumber, orderSource, type ReturnSource, saleSource } from './return-draft.ts';

export const lookUp = (location: Location, q: string, signal: AbortSignal) =>
  api<CounterLookup>(withQuery('/api/admin/counter/lookup', { location, q }), { signal });

/** The same key for every send of one sale, so a double press or a retry makes one sale. */
export const completeSale = (body: CounterSaleRequest, idempotencyKey: string) =>
  api<CounterSale>('/api/admin/counter/sales', {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  });

export const fetchDrawers = (location: Location, signal: AbortSignal) =>
  api<z.infer<typeof drawersSchema>>(withQuery('/api/admin/counter/drawers', { location }), {
    signal,
  });

export type OpenDrawerBody = z.input<typeof openDrawerSchema>;

export const openDrawer = (body: OpenDrawerBody) =>
  api<Drawer>('/api/admin/counter/drawers', { method: 'POST', body });

export type DrawerMovementBody = z.input<typeof drawerMovementInputSchema>;
export type CloseDrawerBody = z.input<typeof closeDrawerSchema>;

/** A paid in or out, made once per key. */
export const moveDrawerCash = (
  drawerId: number,
  body: DrawerMovementBody,
  idempotencyKey: string,
) =>
  api<Drawer>(`/api/admin/counter/drawers/${drawerId}/movements`, {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  });

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
/**
 * The sale or online order a return is for: a receipt number is the counter's sale, anything
 * else (or a receipt number no sale has) an online order of the store with exactly that number.
 */
export async function fetchReturnSource(
  location: Location,
  number: string,
  signal: AbortSignal,
): Promise<ReturnSource> {
  if (isReceiptNumber(number)) {
    try {
      return saleSource(await fetchSale(number, signal));
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'not_found')) throw error;
    }
  }
  const orders = await api<AdminOrder[]>(withQuery('/api/admin/orders', { location, q: number }), {
    signal,
  });
  const order = orders.find((one) => one.orderNumber === number);
  if (!order) {
    throw new ApiError(
      404,
      { error: `No sale or order has the number ${number}.`, code: 'not_found' },
      '',
    );
  }
  return orderSource(order);
}

/** The same key for every send of one return, so a double press or a retry makes one return. */
export const completeReturn = (body: CounterReturnRequest, idempotencyKey: string) =>
  api<CounterReturn>('/api/admin/counter/returns', {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  });

export type SalesQuery = Omit<z.input<typeof counterSalesQuerySchema>, 'location'>;

/**
 * A store's sales, newest first, matching a receipt number or a customer's name, e-mail or
 * phone, of one store day if given, a page from the cursor.
 */
export const fetchSales = (location: Location, query: SalesQuery, signal: AbortSignal) =>
  api<z.infer<typeof counterSalesPageSchema>>(
    withQuery('/api/admin/counter/sales', { location, ...query }),
    { signal },
  );

const END_OF_DAY = '/api/admin/reports/end-of-day';

export const fetchEndOfDay = (location: Location, date: string, signal: AbortSignal) =>
  api<EndOfDayReport>(withQuery(END_OF_DAY, { location, date }), { signal });

/** The same day's figures as a CSV file the browser downloads. */
export const endOfDayCsvHref = (location: Location, date: string) =>
  withQuery(END_OF_DAY, { location, date, format: 'csv' });
