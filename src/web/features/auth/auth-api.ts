import {
  authResponseSchema,
  customerSchema,
  type LoginRequest,
  okSchema,
  type ProfileUpdate,
  type RegisterRequest,
} from '../../../domain/customers/customer.contract.ts';
import { ApiError, api } from '../../lib/api-client.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in customer, or null when nobody is (an expired session included). */
export async function fetchSignedInCustomer(signal?: AbortSignal) {
  try {
    return await api('/api/customers/profile', customerSchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const login = (body: LoginRequest) =>
  api('/api/customers/login', authResponseSchema, { method: 'POST', body });

export const register = (body: RegisterRequest) =>
  api('/api/customers/register', authResponseSchema, { method: 'POST', body });

export const logout = () => api('/api/customers/logout', okSchema, { method: 'POST', body: {} });

export const updateProfile = (body: ProfileUpdate) =>
  api('/api/customers/profile', customerSchema, { method: 'PATCH', body });
