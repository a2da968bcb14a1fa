import type { OrderStatus } from './order.contract.ts';

/**
 * What counts as a sale, on every channel: an order paid for, whether waiting or collected. A
 * cancelled or unpaid order is not. The database's `is_sale` (drizzle/0016), which the sales
 * rollup's triggers call, is checked against this list for every status by
 * `features/reports/sale-statuses.test.ts`.
 */
export const SALE_STATUSES = [
  'paid',
  'ready_for_pickup',
  'picked_up',
] as const satisfies readonly OrderStatus[];
