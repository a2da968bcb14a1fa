import { queryOptions } from '@tanstack/react-query';
import { fetchStoreCredit } from './checkout-api.ts';

export const checkoutKeys = {
  all: ['checkout'] as const,
  storeCredit: () => [...checkoutKeys.all, 'store-credit'] as const,
};

/** The store credit checkout may spend. */
export const storeCreditQuery = () =>
  queryOptions({ queryKey: checkoutKeys.storeCredit(), queryFn: fetchStoreCredit });
