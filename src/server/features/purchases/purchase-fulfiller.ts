import type { Transaction } from '../../db/client.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import type { PurchaseRow } from './purchases.repository.ts';

/**
 * What a feature that sells through the pipeline does once its purchase is paid: the cart
 * takes the bought lines out of the cart; an event entry would confirm a seat. It runs in the
 * order's transaction, after the order is written and its stock taken, so it commits with them.
 */
export interface PurchaseFulfiller {
  /** The purpose a payment intent records, naming this fulfiller. */
  readonly purpose: string;
  onPaid(tx: Transaction, purchase: PurchaseRow, order: OrderRow): Promise<void>;
  /**
   * A purchase paid at once (store credit covering it all, no card to wait for) takes what it
   * sells in the transaction that records it: false when another purchase took it first, and
   * nothing is recorded or held. Two requests at once never pay for one cart twice.
   */
  claim?(tx: Transaction, purchase: PurchaseRow): Promise<boolean>;
}
