import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginRequest } from '../../../../domain/admin/admin.contract.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError, failedWith } from '../../../lib/api-client.ts';
import { sessionKeys } from '../../auth/auth-queries.ts';
import { adminLogin, adminLogout } from '../admin-api.ts';
import { adminKeys } from '../admin-queries.ts';

/** The password gate: the shared admin password, or a staff account's username and password. */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, password }: AdminLoginRequest) =>
      adminLogin({ password, ...(username ? { username } : {}) }),
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(sessionKeys.staff(), staff);
      toast({
        title: 'Admin access granted',
        description: 'Select your store location to continue.',
        variant: 'success',
      });
    },
    onError: (error) => {
      const description = failedWith(error, 'invalid_credentials')
        ? 'Invalid admin password.'
        : error instanceof ApiError
          ? error.serverMessage
          : 'Please check your connection and try again';
      toast({ title: 'Access denied', description, variant: 'destructive' });
    },
  });
}

/** Ends the staff session, and forgets here whatever the back office read, whatever the server answers. */
export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminLogout(),
    onSettled: () => {
      queryClient.setQueryData(sessionKeys.staff(), null);
      queryClient.removeQueries({ queryKey: adminKeys.all });
    },
  });
}
