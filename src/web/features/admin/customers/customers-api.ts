import type {
  AdminCustomerDetail,
  AdminCustomerRow,
} from '../../../../domain/customers/admin-customer.contract.ts';
import type { NewCustomerRequest } from '../../../../domain/customers/new-customer.contract.ts';
import type { Page } from '../../../../domain/shared/page.contract.ts';
import { api, withQuery } from '../../../lib/api-client.ts';

export const searchCustomers = (q: string, cursor: string | undefined, signal: AbortSignal) =>
  api<Page<AdminCustomerRow>>(withQuery('/api/admin/customers', { q, cursor }), { signal });

export const fetchCustomer = (id: number, signal: AbortSignal) =>
  api<AdminCustomerDetail>(`/api/admin/customers/${id}`, { signal });

/** Staff add a customer at the counter; an e-mail or phone already known is `customer_exists`. */
export const createCustomer = (body: NewCustomerRequest) =>
  api<AdminCustomerRow>('/api/admin/customers', { method: 'POST', body });
