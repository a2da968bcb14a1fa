import { useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../domain/customers/customer.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY, updateProfile } from '../auth/auth-api.ts';

/** Saves a change to the customer's own account and shows the result. */
export function useProfileSave(successTitle: string) {
  const queryClient = useQueryClient();
  return async (patch: ProfileUpdate) => {
    try {
      const customer = await updateProfile(patch);
      queryClient.setQueryData(SESSION_QUERY_KEY, customer);
      toast({ title: successTitle, variant: 'success' });
    } catch (error) {
      const description =
        error instanceof ApiError
          ? error.serverMessage
          : 'Please check your connection and try again';
      toast({ title: 'Could not save your changes', description, variant: 'destructive' });
    }
  };
}
