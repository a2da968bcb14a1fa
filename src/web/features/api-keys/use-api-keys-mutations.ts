import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyInput } from '../../../domain/api-keys/api-key.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { deleteApiKey, postApiKey } from './api-keys-api.ts';
import { apiKeyKeys } from './api-keys-queries.ts';

/** The owner makes a key; the answer carries the key itself, which is shown this once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyInput) => postApiKey(body),
    onSuccess: () => {
      toast({ title: 'API key created', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
    },
  });
}

/** Revokes a key: a script using it is refused from the next request on. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteApiKey(id),
    onSuccess: (key) => {
      toast({ title: 'API key revoked', description: key.name, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: apiKeyKeys.list });
    },
  });
}
