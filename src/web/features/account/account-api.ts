import type { Customer, ProfileUpdate } from '../../../domain/customers/customer.contract.ts';
import type { LoyaltyCard } from '../../../domain/loyalty/loyalty.contract.ts';
import type { CustomerOrder } from '../../../domain/orders/order.contract.ts';
import { api } from '../../lib/api-client.ts';

export const fetchCustomerOrders = (signal: AbortSignal) =>
  api<CustomerOrder[]>('/api/customers/orders', { signal });

export const fetchLoyaltyCard = (signal: AbortSignal) =>
  api<LoyaltyCard>('/api/customers/loyalty', { signal });

export const updateProfile = (body: ProfileUpdate) =>
  api<Customer>('/api/customers/profile', { method: 'PATCH', body });
