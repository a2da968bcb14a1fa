import type {
  AdminCustomerDetail,
  AdminCustomerRow,
} from '../../../../domain/customers/admin-customer.contract.ts';
import type { Page } from '../../../../domain/shared/page.contract.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const searchCustomers = (q: string, cursor: string | undefined, signal: AbortSignal) =>
  api<Page<AdminCustomerRow>>(withQuery('/api/admin/customers', { q, cursor }), { signal });

export const fetchCustomer = (id: number, signal: AbortSignal) =>
  api<AdminCustomerDetail>(`/api/admin/customers/${id}`, { signal });
