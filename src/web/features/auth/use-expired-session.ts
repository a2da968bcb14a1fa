import { useEffect } from 'react';
import { failedWith } from '../../lib/api-client.ts';
import { useAuth } from './auth-context.tsx';

/** A customer's call refused as unauthorized means the session ended on the server: it ends here too. */
export function useExpiredSession(error: unknown): void {
  const { forgetSession } = useAuth();
  useEffect(() => {
    if (failedWith(error, 'unauthorized')) forgetSession();
  }, [error, forgetSession]);
}
