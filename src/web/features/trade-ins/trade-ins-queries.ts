import { infiniteQueryOptions } from '@tanstack/react-query';
import { customerDataKey } from '../auth/auth-queries.ts';
import { fetchMyTradeIns } from './trade-ins-api.ts';

export const tradeInKeys = {
  mine: () => [...customerDataKey, 'trade-ins'] as const,
};

const FIRST_PAGE: string | undefined = undefined;

/** The customer's own trade-ins, newest first, a page at a time. */
export const myTradeInsQuery = () =>
  infiniteQueryOptions({
    queryKey: tradeInKeys.mine(),
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      fetchMyTradeIns(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
