import { useQuery } from '@tanstack/react-query';
import {
  type AdminLoginRequest,
  adminOrderListSchema,
  adminSummarySchema,
  auditListSchema,
  staffSessionSchema,
  staffSessionStateSchema,
  uploadResponseSchema,
} from '../../../domain/admin/admin.contract.ts';
import { okSchema } from '../../../domain/customers/customer.contract.ts';
import type { OrderStatus } from '../../../domain/orders/order.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { ApiError, api, withQuery } from '../../lib/api-client.ts';

export const STAFF_SESSION_KEY = ['staff-session'] as const;

/** The signed-in staff member, or null for everyone else (customers and visitors included). */
export function useStaffSession() {
  return useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: async ({ signal }) =>
      (await api('/api/admin/session', staffSessionStateSchema, { signal })).staff,
  });
}

export const adminLogin = (body: AdminLoginRequest) =>
  api('/api/admin/login', z.object({ staff: staffSessionSchema }), { method: 'POST', body });

export const adminLogout = () => api('/api/admin/logout', okSchema, { method: 'POST', body: {} });

export const fetchSummary = (location: Location) =>
  api(withQuery('/api/admin/summary', { location }), adminSummarySchema);

export const fetchAdminOrders = (query: { location: Location; status?: string; q?: string }) =>
  api(withQuery('/api/admin/orders', query), adminOrderListSchema);

export const changeOrderStatus = (id: number, status: OrderStatus) =>
  api(`/api/admin/orders/${id}`, okSchema, { method: 'PATCH', body: { status } });

export const fetchAudit = (location: Location) =>
  api(withQuery('/api/admin/audit', { location }), auditListSchema);

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
  return uploadResponseSchema.parse(JSON.parse(text)).imageUrl;
}

function safeJson(text: string) {
  try {
    return JSON.parse(text) as { error?: string };
  } catch {
    return null;
  }
}
