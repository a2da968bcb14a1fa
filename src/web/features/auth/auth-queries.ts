import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { fetchSignedInCustomer, fetchSignedInStaff } from './auth-api.ts';

/**
 * Who is signed in: a customer, and staff. Every page asks both (staff get their tools on the
 * public pages), so they live here, apart from the back office's queries and the contracts
 * those load.
 */
export const sessionKeys = {
  all: ['session'] as const,
  customer: () => [...sessionKeys.all, 'customer'] as const,
  staff: () => [...sessionKeys.all, 'staff'] as const,
};

/**
 * The root of every query about the signed-in customer's own things (orders, stamps, cart):
 * signing out forgets them all at once, so the next customer on this browser never sees them.
 */
export const customerDataKey = ['customer'] as const;

export const customerSessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.customer(),
    queryFn: ({ signal }) => fetchSignedInCustomer(signal),
  });

export const staffSessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.staff(),
    queryFn: ({ signal }) => fetchSignedInStaff(signal),
  });

/**
 * Records who is signed in, from an answer that says (sign-in, sign-up, a profile change). A
 * read of the session still on its way was asked before that answer, so it is called off
 * first: landing after, it would put back who was signed in before (no one, after a sign-in).
 */
export async function rememberCustomer(
  queryClient: QueryClient,
  customer: Customer,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionKeys.customer(), exact: true });
  queryClient.setQueryData(sessionKeys.customer(), customer);
}

/** Forgets the customer here, and everything read about them; a read on its way is called off. */
export async function forgetCustomer(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: sessionKeys.customer(), exact: true });
  queryClient.setQueryData(sessionKeys.customer(), null);
  queryClient.removeQueries({ queryKey: customerDataKey });
}
