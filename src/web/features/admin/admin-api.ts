import type {
  AdminLoginRequest,
  AdminOrder,
  AuditEntry,
  adminSummarySchema,
  OrderRefundRequest,
  orderStatusUpdateSchema,
  StaffSessionView,
  uploadResponseSchema,
} from '../../../domain/admin/admin.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { api, withQuery } from '../../lib/api-client.ts';
import { idempotencyHeader } from '../../lib/use-idempotency-key.ts';

type OrderStatusUpdate = z.input<typeof orderStatusUpdateSchema>;

/** Which of a store's orders to list: all, or those of one status, or those a search finds. */
export interface OrderListFilter {
  status: string;
  q: string;
}

export const adminLogin = (body: AdminLoginRequest) =>
  api<{ staff: StaffSessionView }>('/api/admin/login', { method: 'POST', body });

export const adminLogout = () =>
  api<{ ok: true }>('/api/admin/logout', { method: 'POST', body: {} });

export const fetchSummary = (location: Location) =>
  api<z.infer<typeof adminSummarySchema>>(withQuery('/api/admin/summary', { location }));

export const fetchAdminOrders = (location: Location, filter: OrderListFilter) =>
  api<AdminOrder[]>(withQuery('/api/admin/orders', { location, ...filter }));

export function changeOrderStatus(id: number, status: OrderStatusUpdate['status']) {
  const body: OrderStatusUpdate = { status };
  return api<{ ok: true }>(`/api/admin/orders/${id}`, { method: 'PATCH', body });
}

/** Gives back part of a paid order, to the tenders that paid or to store credit; once per key. */
export const refundOrder = (id: number, body: OrderRefundRequest, idempotencyKey: string) =>
  api<{ ok: true }>(`/api/admin/orders/${id}/refunds`, {
    method: 'POST',
    body,
    headers: idempotencyHeader(idempotencyKey),
  });

export const fetchAudit = (location: Location) =>
  api<AuditEntry[]>(withQuery('/api/admin/audit', { location }));

/** Sends an image to be resized and stored; answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const { imageUrl } = await api<z.infer<typeof uploadResponseSchema>>('/api/admin/uploads', {
    method: 'POST',
    body,
  });
  return imageUrl;
}
