import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { forgetRedirectIfReached } from './redirect-after-login.ts';

/** Once a signed-in customer reaches the page saved for after sign-in, it is forgotten. */
export function useForgetReachedRedirect(): void {
  const { pathname, search } = useLocation();
  const { isAuthenticated } = useAuth();
  useEffect(() => {
    if (isAuthenticated) forgetRedirectIfReached(`${pathname}${search}`);
  }, [isAuthenticated, pathname, search]);
}
