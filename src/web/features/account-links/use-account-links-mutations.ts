import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../lib/api-client.ts';
import { forgetCustomer, sessionKeys } from '../auth/auth-queries.ts';
import {
  checkPasswordResetLink,
  confirmPasswordReset,
  requestPasswordReset,
  requestSignInLink,
  resendVerificationEmail,
  verifyEmail,
} from './account-links-api.ts';
import { PASSWORD_CHANGED_STATE } from './password-changed-notice.tsx';

/** "Send reset link": the page shows the same answer whether or not the account exists. */
export const usePasswordResetRequest = () => useMutation({ mutationFn: requestPasswordReset });

/** "Email me a sign-in link": the same answer whether or not the account exists. */
export const useSignInLinkRequest = () => useMutation({ mutationFn: requestSignInLink });

/** The reset page's check of its link as it opens; it changes nothing, so nothing is refreshed. */
export const usePasswordResetCheck = () => useMutation({ mutationFn: checkPasswordResetLink });

/**
 * "Set new password": the server has ended every session of the account, this browser's
 * included, so the customer is forgotten here and signs in with the new password. (The session
 * is asked again too: a browser signed in as someone else stays so.)
 */
export function usePasswordResetConfirm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: async () => {
      await forgetCustomer(queryClient);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.customer() });
      toast({
        title: 'Password changed',
        description: 'Sign in with your new password',
        variant: 'success',
      });
      navigate('/login', { replace: true, state: PASSWORD_CHANGED_STATE });
    },
  });
}

/** The verify-email page's one request; the signed-in customer's flag is read again. */
export function useEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.customer() }),
  });
}

/** "Resend verification email", with its outcome in a toast. */
export function useResendVerificationEmail(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerificationEmail,
    onSuccess: () =>
      toast({
        title: 'Verification email sent',
        description: `Open the link we sent to ${email}`,
        variant: 'success',
      }),
    onError: (error) => {
      // Verified meanwhile (on another device): the account page catches up.
      if (failedWith(error, 'email_already_verified')) {
        void queryClient.invalidateQueries({ queryKey: sessionKeys.customer() });
        return;
      }
      const description =
        error instanceof ApiError
          ? error.serverMessage
          : 'Please check your connection and try again';
      toast({ title: 'Could not send the email', description, variant: 'destructive' });
    },
  });
}
