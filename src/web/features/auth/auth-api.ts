import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import type {
  AuthResponse,
  Customer,
  LoginRequest,
  RegisterRequest,
} from '../../../domain/customers/customer.contract.ts';
import { api } from '../../lib/api-client.ts';

/** The signed-in customer, or null when nobody is (an expired session included). */
export async function fetchSignedInCustomer(signal?: AbortSignal) {
  return (await api<{ customer: Customer | null }>('/api/customers/session', { signal })).customer;
}

/** The signed-in staff member, or null for everyone else (customers and visitors included). */
export async function fetchSignedInStaff(signal?: AbortSignal) {
  return (await api<{ staff: StaffSessionView | null }>('/api/admin/session', { signal })).staff;
}

export const login = (body: LoginRequest) =>
  api<AuthResponse>('/api/customers/login', { method: 'POST', body });

export const register = (body: RegisterRequest) =>
  api<AuthResponse>('/api/customers/register', { method: 'POST', body });

export const logout = () =>
  api<{ ok: true }>('/api/customers/logout', { method: 'POST', body: {} });
