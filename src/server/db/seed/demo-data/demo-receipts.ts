import { LOCATIONS } from '../../../../domain/stores/stores.ts';
import type { receiptSettings } from '../../schema/index.ts';

const RETURN_POLICY = 'Returns within 14 days with this receipt. Singles are final sale.';

/** The return policy line each store's counter receipts end with; the owner changes it in Settings. */
export const demoReceiptSettings: (typeof receiptSettings.$inferInsert)[] = LOCATIONS.map(
  (location) => ({ location, returnPolicy: RETURN_POLICY }),
);
