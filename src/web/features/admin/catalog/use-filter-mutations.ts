import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FilterInput, FilterKind } from '../../../../domain/filters/filter.contract.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { catalogKeys } from '../../catalog/catalog-queries.ts';
import { addFilter, deleteFilter } from './catalog-admin-api.ts';
import { FILTER_KIND_LABELS } from './filter-labels.ts';

/** A filter list change's toasts: the server's reason on failure, or the fallback given. */
function useFilterMutation<Variables>(
  kind: FilterKind,
  change: {
    send: (variables: Variables) => Promise<unknown>;
    done: string;
    failed: string;
  },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change.send,
    onSuccess: () => {
      toast({ title: 'Success', description: change.done, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: catalogKeys.filters(kind) });
    },
    onError: (error) => {
      const description =
        error instanceof ApiError && error.serverMessage ? error.serverMessage : change.failed;
      toast({ title: 'Error', description, variant: 'destructive' });
    },
  });
}

export const useAddFilter = (kind: FilterKind) =>
  useFilterMutation<FilterInput>(kind, {
    send: (input) => addFilter(kind, input),
    done: `${FILTER_KIND_LABELS[kind]} filter added successfully.`,
    failed: `Failed to add ${kind} filter.`,
  });

export const useDeleteFilter = (kind: FilterKind) =>
  useFilterMutation<number>(kind, {
    send: (id) => deleteFilter(kind, id),
    done: `${FILTER_KIND_LABELS[kind]} filter deleted successfully.`,
    failed: `Failed to delete ${kind} filter.`,
  });
