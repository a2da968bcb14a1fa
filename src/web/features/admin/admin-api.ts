import type {
  AdminLoginRequest,
  AdminOrder,
  AuditEntry,
  adminSummarySchema,
  StaffSessionView,
  uploadResponseSchema,
} from '../../../domain/admin/admin.contract.ts';
import type { OrderStatus } from '../../../domain/orders/order.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { ApiError, api, withQuery } from '../../lib/api-client.ts';

export const adminLogin = (body: AdminLoginRequest) =>
  api<{ staff: StaffSessionView }>('/api/admin/login', { method: 'POST', body });

export const adminLogout = () =>
  api<{ ok: true }>('/api/admin/logout', { method: 'POST', body: {} });

export const fetchSummary = (location: Location) =>
  api<z.infer<typeof adminSummarySchema>>(withQuery('/api/admin/summary', { location }));

export const fetchAdminOrders = (query: { location: Location; status?: string; q?: string }) =>
  api<AdminOrder[]>(withQuery('/api/admin/orders', query));

export const changeOrderStatus = (id: number, status: OrderStatus) =>
  api<{ ok: true }>(`/api/admin/orders/${id}`, { method: 'PATCH', body: { status } });

export const fetchAudit = (location: Location) =>
  api<AuditEntry[]>(withQuery('/api/admin/audit', { location }));

/** Sends an image to be resized and stored; answers its address. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch('/api/admin/uploads', {
    method: 'POST',
    body,
    credentials: 'include',
  });
  const text = await response.text();
  if (!response.ok)
    throw new ApiError(response.status, safeJson(text), text || response.statusText);
  return (JSON.parse(text) as z.infer<typeof uploadResponseSchema>).imageUrl;
}

function safeJson(text: string) {
  try {
    return JSON.parse(text) as { error?: string };
  } catch {
    return null;
  }
}
