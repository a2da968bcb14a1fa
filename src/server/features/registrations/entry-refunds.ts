import {
  type EndedReason,
  EVENT_ENTRY,
} from '../../../domain/registrations/registration.contract.ts';
import type { Transaction } from '../../db/client.ts';
import type { OrderRefunds, RefundActor } from '../orders/order-refunds.service.ts';
import type { RegistrationRow } from './registrations.repository.ts';

/** What an entry's refund says on its order, by why the entry ended. */
const REFUND_REASONS: Record<EndedReason, string> = {
  dropped: 'Event entry dropped',
  removed: 'Removed from the event',
  hold_expired: 'Event seat hold expired',
  offer_expired: 'Event seat offer expired',
  event_cancelled: 'Event cancelled',
  order_cancelled: 'Order cancelled',
  returned: 'Entry returned',
};

/**
 * The refunds that drops, removals and cancellations owe a paid entry, through the order's one
 * way to refund (orders/order-refunds.service.ts): split over the tenders that paid its order,
 * the credit part back in the ledger at once, the card part sent after commit.
 */
export function createEntryRefunds(
  refunds: Pick<OrderRefunds, 'refundableCents' | 'lineTaxCents' | 'refund' | 'send'>,
) {
  return {
    /**
     * Refunds the entry's fee and the sales tax charged on it, in the transaction that ends
     * it, up to what is left of its order (staff may have refunded part already): the cents
     * refunded, or null for none.
     */
    async owe(
      tx: Transaction,
      row: RegistrationRow,
      reason: EndedReason,
      by: RefundActor,
    ): Promise<number | null> {
      if (row.orderId === null || row.paidCents <= 0) return null;
      const entry = { itemType: EVENT_ENTRY, itemId: row.tournamentId };
      const owedCents = row.paidCents + (await refunds.lineTaxCents(tx, row.orderId, entry));
      const amountCents = Math.min(owedCents, await refunds.refundableCents(tx, row.orderId));
      if (amountCents <= 0) return null;
      await refunds.refund(tx, {
        orderId: row.orderId,
        amountCents,
        reason: REFUND_REASONS[reason],
        to: 'original',
        by,
        registrationId: row.id,
      });
      return amountCents;
    },

    /** Sends the card parts, once the change that owed them has committed. */
    send: () => refunds.send(),
  };
}

export type EntryRefunds = ReturnType<typeof createEntryRefunds>;
