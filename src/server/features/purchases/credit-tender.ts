import type { Location } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';

/**
 * What the pipeline needs of the store-credit ledger to take credit as a tender: the
 * ledger's `hold`/`settleHold`/`releaseHold` (features/store-credit), declared here so the
 * pipeline does not import that feature.
 */
export interface CreditTender {
  balance(customerId: number): Promise<number>;
  hold(
    tx: Transaction,
    change: {
      customerId: number;
      amountCents: number;
      location: Location;
      by: { kind: 'customer'; customerId: number };
      checkoutId: number;
      expiresAt: Date;
    },
  ): Promise<{ holdId: number }>;
  /** False when the hold had already ended (released at its expiry). */
  settleHold(tx: Transaction, holdId: number): Promise<boolean>;
  releaseHold(tx: Transaction, holdId: number): Promise<unknown>;
}
