import type { FastifyPluginAsync } from 'fastify';
import { createPurchasePipeline, type PurchasePipelineDeps } from './purchase-pipeline.service.ts';
import { createPurchasesRepository } from './purchases.repository.ts';

const RECOVERY_EVERY_MS = 60_000;

export type PurchasesModuleDeps = Omit<PurchasePipelineDeps, 'purchases'>;

/**
 * From a priced purchase to its order, for every feature that sells: checkout begins a purchase,
 * the customer's return or the provider's word completes it, and each fulfiller finishes its own.
 */
export function createPurchasesModule(deps: PurchasesModuleDeps) {
  const purchases = createPurchasesRepository(deps.db);
  const pipeline = createPurchasePipeline({ ...deps, purchases });
  // At start and every minute after: payments left without their order by a stopped process.
  const routes: FastifyPluginAsync = async (app) => {
    let timer: NodeJS.Timeout | undefined;
    const recover = () => pipeline.recoverUnfinished().catch((error) => app.log.error(error));
    app.addHook('onReady', async () => {
      void recover();
      timer = setInterval(recover, RECOVERY_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
  return { pipeline, routes };
}
