import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PriceApplyBody } from '../../../domain/pricing/price-import.contract.ts';
import type { PriceRulesInput } from '../../../domain/pricing/pricing-rules.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { toast } from '../../components/ui/toast-store.ts';
import { refreshStoreCatalog } from '../admin/catalog/use-catalog-mutations.ts';
import { buylistKeys } from '../buylist/buylist-queries.ts';
import {
  applyPriceImport,
  type PriceFileUpload,
  savePriceRules,
  uploadPriceFile,
} from './pricing-api.ts';
import { pricingKeys } from './pricing-queries.ts';

/** The owner or a manager saves one game's pricing rules; the next price file prices by them. */
export function useSavePriceRules(location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceRulesInput) => savePriceRules(location, body),
    onSuccess: (saved) => {
      toast({ title: 'Pricing rules saved', variant: 'success' });
      queryClient.setQueryData(pricingKeys.rules(saved.location), saved);
    },
  });
}

/** Sends a price file for its preview; `sent` is how much of it has gone (0 to 1). */
export function useUploadPriceFile() {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (request: PriceFileUpload) => {
      setSent(0);
      return uploadPriceFile(request, setSent);
    },
    onSuccess: (preview) => {
      queryClient.setQueryData(pricingKeys.import(preview.id), preview);
      // Not awaited: the review opens at once, and the list of files catches up behind it.
      void queryClient.invalidateQueries({ queryKey: pricingKeys.imports(preview.location) });
    },
  });
  return { upload, sent };
}

/**
 * Applies a previewed file with the approved changes; the store's cards, its buylist, the
 * preview itself and the list of files are read again, since every one of them shows the new
 * prices or what still waits.
 */
export function useApplyPriceImport(id: number, location: Location) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceApplyBody) => applyPriceImport(id, body),
    // The review page says what the apply did; the lists that show prices are read again.
    onSuccess: () => {
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pricingKeys.import(id) }),
        queryClient.invalidateQueries({ queryKey: pricingKeys.imports(location) }),
        queryClient.invalidateQueries({ queryKey: [...pricingKeys.all, 'history'] }),
        queryClient.invalidateQueries({ queryKey: [...buylistKeys.all, location] }),
        refreshStoreCatalog(queryClient, 'cards', location),
      ]);
    },
  });
}
