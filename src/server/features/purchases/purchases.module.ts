import { createPurchasePipeline, type PurchasePipelineDeps } from './purchase-pipeline.service.ts';
import { createPurchasesRepository } from './purchases.repository.ts';

export type PurchasesModuleDeps = Omit<PurchasePipelineDeps, 'purchases'>;

/**
 * From a priced purchase to its order, for every feature that sells: checkout begins a purchase,
 * the customer's return or the provider's word completes it, and each fulfiller finishes its own.
 */
export function createPurchasesModule(deps: PurchasesModuleDeps) {
  const purchases = createPurchasesRepository(deps.db);
  return { pipeline: createPurchasePipeline({ ...deps, purchases }) };
}
