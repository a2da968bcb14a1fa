import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  AuthResponse,
  LoginRequest,
  RegisterRequest,
} from '../../../domain/customers/customer.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { signInByLink } from '../account-links/account-links-api.ts';
import { login, logout, register } from './auth-api.ts';
import { forgetCustomer, rememberCustomer } from './auth-queries.ts';
import { savedRedirect } from './redirect-after-login.ts';

interface Messages {
  success: { title: string; description?: string };
  failureTitle: string;
  failureFallback: string;
}

/** Why a sign-in or sign-up failed: the server's reason, the fallback, or the connection. */
export function failureReason(error: unknown, fallback: string): string {
  return error instanceof ApiError
    ? (error.serverMessage ?? fallback)
    : 'Please check your connection and try again';
}

export const LOGIN_FAILURE_FALLBACK = 'Invalid email or password';
export const REGISTER_FAILURE_FALLBACK = 'Please try again';

/**
 * A sign-in or sign-up: on success the customer is signed in here too and goes to the page
 * they came for (or their account); on failure a toast says why.
 */
function useSignInMutation<Request>(
  request: (body: Request) => Promise<AuthResponse>,
  messages: Messages,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: request,
    onSuccess: async ({ customer }) => {
      await rememberCustomer(queryClient, customer);
      toast({ ...messages.success, variant: 'success' });
      navigate(savedRedirect(), { replace: true });
    },
    onError: (error) => {
      const description = failureReason(error, messages.failureFallback);
      toast({ title: messages.failureTitle, description, variant: 'destructive' });
    },
  });
}

export const useLogin = () =>
  useSignInMutation<LoginRequest>(login, {
    success: { title: 'Login successful', description: 'Welcome back!' },
    failureTitle: 'Login failed',
    failureFallback: LOGIN_FAILURE_FALLBACK,
  });

/** The mailed sign-in link's page: its token signs the customer in once. */
export const useLinkSignIn = () =>
  useSignInMutation(signInByLink, {
    success: { title: 'Signed in', description: 'Welcome back!' },
    failureTitle: 'Sign-in failed',
    failureFallback: 'This link is not valid. Please ask for a new one.',
  });

export const useRegister = () =>
  useSignInMutation<RegisterRequest>(register, {
    success: { title: 'Account created successfully' },
    failureTitle: 'Registration failed',
    failureFallback: REGISTER_FAILURE_FALLBACK,
  });

/**
 * Ends the session on the server and forgets the customer here whatever it answers; once the
 * server has ended it, says so and goes home.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast({ title: 'Logged out', variant: 'success' });
      navigate('/');
    },
    onSettled: () => forgetCustomer(queryClient),
  });
}
