import {
  authResponseSchema,
  customerSchema,
  customerSessionSchema,
  type LoginRequest,
  okSchema,
  type ProfileUpdate,
  type RegisterRequest,
} from '../../../domain/customers/customer.contract.ts';
import { api } from '../../lib/api-client.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in customer, or null when nobody is (an expired session included). */
export async function fetchSignedInCustomer(signal?: AbortSignal) {
  return (await api('/api/customers/session', customerSessionSchema, { signal })).customer;
}

export const login = (body: LoginRequest) =>
  api('/api/customers/login', authResponseSchema, { method: 'POST', body });

export const register = (body: RegisterRequest) =>
  api('/api/customers/register', authResponseSchema, { method: 'POST', body });

export const logout = () => api('/api/customers/logout', okSchema, { method: 'POST', body: {} });

export const updateProfile = (body: ProfileUpdate) =>
  api('/api/customers/profile', customerSchema, { method: 'PATCH', body });
