import { queryOptions } from '@tanstack/react-query';
import { customerDataKey } from '../auth/auth-queries.ts';
import { fetchMyTradeIns } from './trade-ins-api.ts';

export const tradeInKeys = {
  mine: () => [...customerDataKey, 'trade-ins'] as const,
};

export const myTradeInsQuery = () =>
  queryOptions({
    queryKey: tradeInKeys.mine(),
    queryFn: ({ signal }) => fetchMyTradeIns(signal),
  });
