import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSettings } from '../../../domain/reports/reports.contract.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { ApiError } from '../../lib/api-client.ts';
import { saveReportSettings } from './reports-api.ts';
import { reportKeys } from './reports-queries.ts';

/** The owner sets a store's low-stock threshold; the settings and every stock list follow. */
export function useSaveReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReportSettings,
    onSuccess: (saved: ReportSettings) => {
      toast({ title: 'Low-stock threshold saved', variant: 'success' });
      queryClient.setQueryData(reportKeys.settings(saved.location), saved);
      return queryClient.invalidateQueries({
        queryKey: reportKeys.all,
        predicate: (query) => query.queryKey[2] === 'stock',
      });
    },
    onError: (error) => {
      const description =
        error instanceof ApiError ? (error.serverMessage ?? error.message) : error.message;
      toast({ title: 'Failed to save the threshold', description, variant: 'destructive' });
    },
  });
}
