import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { failedWith } from '../../lib/api-client.ts';
import { customerDataKey, customerSessionQuery, forgetCustomer } from './auth-queries.ts';

interface AuthContextValue {
  customer: Customer | null;
  isAuthenticated: boolean;
  /** True until the first answer about the session has come. */
  isLoading: boolean;
  /** Forgets a session the server no longer knows (expired). */
  forgetSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(customerSessionQuery());

  // Any read of the customer's own things (orders, stamps, cart, events, credit) refused as
  // unauthorized means the session ended on the server: it ends here too, whichever page asked,
  // and the page's sign-in guard takes the customer to /login and back.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryKey[0] !== customerDataKey[0]) return;
        if (failedWith(event.action.error, 'unauthorized')) void forgetCustomer(queryClient);
      }),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(() => {
    const customer = session.data ?? null;
    return {
      customer,
      isAuthenticated: customer !== null,
      isLoading: session.isPending,
      forgetSession: () => void forgetCustomer(queryClient),
    };
  }, [session.data, session.isPending, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
