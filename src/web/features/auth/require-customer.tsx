import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context.tsx';
import { rememberRedirect } from './redirect-after-login.ts';

/** Pages for signed-in customers: anyone else (an expired session too) signs in first, then comes back. */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) {
    return (
      <p role="status" className="p-12 text-center text-stone-600">
        Loading your account...
      </p>
    );
  }
  if (!isAuthenticated) {
    rememberRedirect(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return children;
}
