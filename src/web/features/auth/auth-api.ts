import type {
  AuthResponse,
  Customer,
  LoginRequest,
  ProfileUpdate,
  RegisterRequest,
} from '../../../domain/customers/customer.contract.ts';
import { api } from '../../lib/api-client.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in customer, or null when nobody is (an expired session included). */
export async function fetchSignedInCustomer(signal?: AbortSignal) {
  return (await api<{ customer: Customer | null }>('/api/customers/session', { signal })).customer;
}

export const login = (body: LoginRequest) =>
  api<AuthResponse>('/api/customers/login', { method: 'POST', body });

export const register = (body: RegisterRequest) =>
  api<AuthResponse>('/api/customers/register', { method: 'POST', body });

export const logout = () =>
  api<{ ok: true }>('/api/customers/logout', { method: 'POST', body: {} });

export const updateProfile = (body: ProfileUpdate) =>
  api<Customer>('/api/customers/profile', { method: 'PATCH', body });
