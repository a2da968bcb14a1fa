import { queryOptions } from '@tanstack/react-query';
import { customerDataKey } from '../auth/auth-queries.ts';
import { fetchCustomerOrders, fetchLoyaltyCard } from './account-api.ts';

export const accountKeys = {
  all: [...customerDataKey, 'account'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  loyaltyCard: () => [...accountKeys.all, 'loyalty-card'] as const,
};

export const customerOrdersQuery = () =>
  queryOptions({
    queryKey: accountKeys.orders(),
    queryFn: ({ signal }) => fetchCustomerOrders(signal),
  });

export const loyaltyCardQuery = () =>
  queryOptions({
    queryKey: accountKeys.loyaltyCard(),
    queryFn: ({ signal }) => fetchLoyaltyCard(signal),
  });
