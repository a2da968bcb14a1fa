import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '../../../domain/customers/customer.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { rememberCustomer } from '../auth/auth-queries.ts';
import { updateProfile } from './account-api.ts';

/** Saves a change to the customer's own account and shows the result. */
export function useProfileUpdate(successTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfileUpdate) => updateProfile(patch),
    onSuccess: async (customer) => {
      await rememberCustomer(queryClient, customer);
      toast({ title: successTitle, variant: 'success' });
    },
    onError: (error) => {
      const description =
        error instanceof ApiError
          ? error.serverMessage
          : 'Please check your connection and try again';
      toast({ title: 'Could not save your changes', description, variant: 'destructive' });
    },
  });
}
