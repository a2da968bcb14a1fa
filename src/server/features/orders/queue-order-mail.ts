import type { Transaction } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type OrderMailKind, orderMail } from '../mail/templates/order-messages.tsx';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * Tells a customer what happened to their order, in the transaction that made it happen: the
 * message is written with the change or not at all, once per order and kind.
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
      const { order, email, firstName, emailVerified, items } = found;
      await mailer.queue(tx, {
        key: `${kind}:${order.id}`,
        kind,
        to: email,
        // Counted for the account, and held past a few an hour while it is unverified.
        account: { customerId: order.customerId, emailVerified },
        content: orderMail(
          kind,
          {
            orderNumber: order.orderNumber,
            pickupCode: order.pickupCode,
            location: order.location,
            firstName,
            items: items.map((item) => ({
              name: item.itemName,
              quantity: item.quantity,
              totalCents: item.totalPriceCents,
            })),
            subtotalCents: order.subtotalCents,
            discountCents: order.discountCents,
            totalCents: order.totalAmountCents,
          },
          publicUrl,
        ),
      });
    },
  };
}

export type OrderMail = ReturnType<typeof createOrderMail>;
