import { handoverOf, shownPickupCode } from '../../../domain/orders/order-status.ts';
import type { TenderMethod } from '../../../domain/orders/tenders.ts';
import { salesTaxLabel } from '../../../domain/tax/sales-tax.rules.ts';
import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type OrderMailKind, orderMail } from '../mail/templates/order-messages.tsx';
import { refundSentMail } from '../mail/templates/refund-sent.tsx';
import type { OrdersRepository } from './orders.repository.ts';

/** One part of a refund: how much went back, and where. */
export interface RefundPart {
  method: TenderMethod;
  cents: number;
}

/**
 * Tells a customer what happened to their order, in the transaction that made it happen: the
 * message is written with the change or not at all, once per order and kind (once per refund
 * for refunds).
 */
export function createOrderMail({
  orders,
  mailer,
  publicUrl,
}: {
  orders: Pick<OrdersRepository, 'withCustomer'>;
  mailer: Pick<Mailer, 'queue'>;
  publicUrl: string;
}) {
  return {
    async tell(tx: Transaction, kind: OrderMailKind, orderId: number): Promise<void> {
      const found = await orders.withCustomer(tx, orderId);
      if (!found) return;
      const { order, customerId, email, firstName, emailVerified, items, tenders } = found;
      await mailer.queue(tx, {
        key: `${kind}:${order.id}`,
        kind,
        to: email,
        // Counted for the account; news of a paid order always goes, verified or not.
        account: { customerId, emailVerified },
        essential: true,
        content: orderMail(
          kind,
          {
            orderNumber: order.orderNumber,
            handover: handoverOf(items.map((item) => item.itemType)),
            pickupCode: shownPickupCode(
              order.pickupCode,
              items.map((item) => ({ productType: item.itemType })),
            ),
            location: order.location,
            firstName,
            items: items.map((item) => ({
              name: item.itemName,
              quantity: item.quantity,
              totalCents: item.totalPriceCents,
            })),
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            taxCents: order.taxAmountCents,
            taxLabel: salesTaxLabel(order.taxRateMilli),
            totalCents: order.totalAmountCents,
            tenders,
          },
          publicUrl,
        ),
      });
    },

    /** Says how much of the order went back and where ("$5.00 to your card"), once per `key`. */
    async refundSent(
      tx: Transaction,
      orderId: number,
      refund: { key: string; reason: string; parts: readonly RefundPart[] },
    ): Promise<void> {
      const found = await orders.withCustomer(tx, orderId);
      if (!found) return;
      const { order, customerId, email, firstName, emailVerified } = found;
      await mailer.queue(tx, {
        key: refund.key,
        kind: 'refund_sent',
        to: email,
        account: { customerId, emailVerified },
        essential: true,
        content: refundSentMail(
          {
            orderNumber: order.orderNumber,
            location: order.location,
            firstName,
            reason: refund.reason,
            parts: refund.parts,
          },
          publicUrl,
        ),
      });
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
