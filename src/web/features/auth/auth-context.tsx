import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { fetchSignedInCustomer, logout, SESSION_QUERY_KEY } from './auth-api.ts';

interface AuthContextValue {
  customer: Customer | null;
  isAuthenticated: boolean;
  /** True until the first answer about the session has come. */
  isLoading: boolean;
  /** Records a fresh sign-in (after login or sign-up). */
  setSignedIn: (customer: Customer) => void;
  /** Ends the session on the server and forgets the customer here. */
  signOut: () => Promise<void>;
  /** Forgets a session the server no longer knows (expired). */
  forgetSession: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSignedInCustomer(signal),
  });

  const setCustomer = useCallback(
    (customer: Customer | null) => queryClient.setQueryData(SESSION_QUERY_KEY, customer),
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(() => {
    const customer = session.data ?? null;
    return {
      customer,
      isAuthenticated: customer !== null,
      isLoading: session.isPending,
      setSignedIn: setCustomer,
      forgetSession: () => setCustomer(null),
      signOut: async () => {
        try {
          await logout();
        } finally {
          setCustomer(null);
          queryClient.removeQueries({ queryKey: ['orders'] });
        }
      },
    };
  }, [session.data, session.isPending, setCustomer, queryClient]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
