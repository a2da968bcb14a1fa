import { queryOptions } from '@tanstack/react-query';
import { customerDataKey } from '../auth/auth-queries.ts';
import { fetchMyRegistrations } from './registrations-api.ts';

/** Under the customer's data, so signing out forgets them with the rest. */
export const registrationKeys = {
  all: [...customerDataKey, 'registrations'] as const,
};

export const myRegistrationsQuery = () =>
  queryOptions({
    queryKey: registrationKeys.all,
    queryFn: ({ signal }) => fetchMyRegistrations(signal),
  });
