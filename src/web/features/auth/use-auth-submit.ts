import { useNavigate } from 'react-router';
import type { AuthResponse } from '../../../domain/customers/customer.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from './auth-context.tsx';
import { takeRedirect } from './redirect-after-login.ts';

interface Messages {
  success: { title: string; description?: string };
  failureTitle: string;
  failureFallback: string;
}

/**
 * Runs a sign-in or sign-up call: on success the customer is signed in here too and goes to
 * the page they came for (or their account); on failure a toast says why.
 */
export function useAuthSubmit(messages: Messages) {
  const { setSignedIn } = useAuth();
  const navigate = useNavigate();

  return async (call: () => Promise<AuthResponse>) => {
    try {
      const { customer } = await call();
      setSignedIn(customer);
      toast({ ...messages.success, variant: 'success' });
      navigate(takeRedirect(), { replace: true });
    } catch (error) {
      const description =
        error instanceof ApiError
          ? (error.serverMessage ?? messages.failureFallback)
          : 'Please check your connection and try again';
      toast({ title: messages.failureTitle, description, variant: 'destructive' });
    }
  };
}
