import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomer } from './customers-api.ts';
import { customerKeys } from './customers-queries.ts';

/** Opens a customer's account from the counter; the customer lists follow, then `onCreated`. */
export function useCreateCustomer(onCreated: (customerId: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: async (customer) => {
      await queryClient.invalidateQueries({ queryKey: customerKeys.all });
      onCreated(customer.id);
    },
  });
}
