import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../admin/admin-queries.ts';
import { fetchEmail, fetchEmails } from './emails-api.ts';

/** Under the back office's keys, so signing staff out forgets the mail with the rest. */
export const emailKeys = {
  all: [...adminKeys.all, 'emails'] as const,
  list: () => [...emailKeys.all, 'list'] as const,
  detail: (id: number) => [...emailKeys.all, 'detail', id] as const,
};

/** How often the list looks again while a message waits for the sender, which polls every 2 s. */
const WAITING_REFRESH_MS = 3_000;

export const emailListQuery = () =>
  queryOptions({
    queryKey: emailKeys.list(),
    queryFn: ({ signal }) => fetchEmails(signal),
    refetchInterval: (query) =>
      query.state.data?.some((email) => email.status === 'pending') ? WAITING_REFRESH_MS : false,
  });

export const emailQuery = (id: number) =>
  queryOptions({
    queryKey: emailKeys.detail(id),
    queryFn: ({ signal }) => fetchEmail(id, signal),
  });
