import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportKind } from '../../../domain/imports/import.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { refreshStoreCatalog } from '../admin/catalog/use-catalog-mutations.ts';
import { applyImport, getImport, type ImportRequest, previewImport } from './imports-api.ts';

const failure = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : undefined,
    variant: 'destructive',
  });

/** Reading a file into a preview, then applying it; after the apply the store's lists are read again. */
export function useImportMutations(kind: ImportKind, location: Location) {
  const queryClient = useQueryClient();
  /** How much of the file has been sent; the server reads it as it arrives. */
  const [sent, setSent] = useState(0);
  const preview = useMutation({
    mutationFn: (request: ImportRequest) => {
      setSent(0);
      return previewImport(request, setSent);
    },
    onError: failure('The file could not be read'),
  });
  const apply = useMutation({
    mutationFn: applyImport,
    onSuccess: (applied) => {
      toast({
        title: 'Import applied',
        description: `${applied.added} added, ${applied.updated} updated, ${applied.refused} refused.`,
        variant: 'success',
      });
      return refreshStoreCatalog(queryClient, kind, location);
    },
    onError: failure('The import was not applied'),
  });
  return { preview, apply, sent };
}

/** How far an apply under way has got, read every second while `applying`; the apply's own answer ends it. */
export function useApplyProgress(id: number | undefined, applying: boolean) {
  const progress = useQuery({
    queryKey: ['imports', id],
    queryFn: () => getImport(id ?? 0),
    enabled: applying && id !== undefined,
    refetchInterval: 1000,
  });
  return applying ? (progress.data?.appliedItems ?? 0) : 0;
}
