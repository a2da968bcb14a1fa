import type { Database } from '../../db/client.ts';
import { createCounterSaleReceiptsRepository } from './counter-sale-receipts.repository.ts';
import { counterSaleRingUpRepository } from './counter-sale-ring-up.repository.ts';

/**
 * A store's counter sales: written by the ring-up (`counter-sale-ring-up.repository.ts`) and
 * read back as receipts (`counter-sale-receipts.repository.ts`).
 */
export function createCounterSalesRepository(db: Database) {
  return { ...counterSaleRingUpRepository, ...createCounterSaleReceiptsRepository(db) };
}

export type CounterSalesRepository = ReturnType<typeof createCounterSalesRepository>;
