import type { AdminOrder } from '../../../domain/admin/admin.contract.ts';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/orders/order.contract.ts';
import { canMoveOrder } from '../../../domain/orders/order-status.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { OrderMailKind } from '../mail/templates/order-messages.tsx';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrderMail } from '../orders/queue-order-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { AdminOrderFilter, AdminOrdersRepository } from './admin-orders.repository.ts';

export interface AdminOrdersDeps {
  db: Database;
  orders: AdminOrdersRepository;
  /** What an order took, to put it back when the order is cancelled. */
  orderLines: Pick<OrdersRepository, 'linesOf'>;
  inventory: Inventory;
  audit: AuditRepository;
  payments: Pick<PaymentProvider, 'refund'>;
  /** The store-credit ledger, declared here: the credit part of a cancelled order goes back to it. */
  credit: {
    credit(
      tx: Transaction,
      kind: 'refund',
      change: {
        customerId: number;
        amountCents: number;
        location: Location;
        by: { kind: 'staff'; staff: StaffActor };
        for: { orderId: number };
        note: string;
      },
    ): Promise<unknown>;
  };
  /** The customer hears when their order is ready, picked up or cancelled. */
  orderMail: Pick<OrderMail, 'tell'>;
}

/** The message each move of an order sends its customer. */
const MAIL_FOR: Partial<Record<OrderStatus, OrderMailKind>> = {
  ready_for_pickup: 'order_ready',
  picked_up: 'order_picked_up',
  cancelled: 'order_cancelled',
};

const assertStore = (actor: StaffActor, store: Location) =>
  assertStoreAccess(actor, store, 'see or change its orders');

/** Staff's side of orders: the list to prepare, and moving an order along (cancelling refunds it). */
export function createAdminOrdersService({
  db,
  orders,
  orderLines,
  inventory,
  audit,
  payments,
  credit,
  orderMail,
}: AdminOrdersDeps) {
  return {
    list(actor: StaffActor, filter: AdminOrderFilter): Promise<AdminOrder[]> {
      if (filter.location) assertStore(actor, filter.location);
      // A store's staff see their own store's orders, whatever they asked for.
      const location = actor.location ?? filter.location;
      return orders.list({ ...filter, location });
    },

    async changeStatus(actor: StaffActor, id: number, to: OrderStatus): Promise<void> {
      const refundFirst = await db.transaction(async (tx) => {
        const order = await orders.lockForUpdate(tx, id);
        if (!order) throw new NotFoundError('Order not found');
        assertStore(actor, order.location);
        if (!canMoveOrder(order.status, to)) {
          throw new ConflictError(
            `An order that is ${ORDER_STATUS_LABELS[order.status].toLowerCase()} cannot be marked ${ORDER_STATUS_LABELS[to].toLowerCase()}.`,
            { code: 'invalid_transition' },
          );
        }
        return to === 'cancelled' && order.paymentStatus === 'succeeded'
          ? order.paymentIntentId
          : null;
      });
      // The refund goes to the provider before the order is marked, so a failed refund leaves it as it was.
      if (refundFirst) await payments.refund(refundFirst);

      await db.transaction(async (tx) => {
        const order = await orders.lockForUpdate(tx, id);
        if (!order || !canMoveOrder(order.status, to))
          throw new ConflictError('The order changed meanwhile; refresh and try again.', {
            code: 'order_changed',
          });
        let refunded = false;
        if (to === 'cancelled' && order.paymentStatus === 'succeeded') {
          // Every tender gets back what is left of it: the card was refunded above, credit here.
          for (const tender of await orders.tendersOf(tx, id)) {
            if (tender.leftCents <= 0 || (tender.method === 'card' && !refundFirst)) continue;
            if (tender.method === 'store_credit') {
              await credit.credit(tx, 'refund', {
                customerId: order.customerId,
                amountCents: tender.leftCents,
                location: order.location,
                by: { kind: 'staff', staff: actor },
                for: { orderId: id },
                note: `Refund of order ${order.orderNumber}`,
              });
            }
            await orders.recordRefund(tx, {
              orderId: id,
              tenderId: tender.id,
              method: tender.method,
              amountCents: tender.leftCents,
              reason: 'Order cancelled',
              refundedAt: new Date(),
            });
            refunded = true;
          }
        }
        const paymentStatus = refundFirst || refunded ? 'refunded' : order.paymentStatus;
        await orders.setStatus(tx, id, to, paymentStatus);
        if (to === 'cancelled') {
          const sale = { customerId: order.customerId, orderId: id };
          const cause = {
            reason: 'order_cancelled',
            reference: order.orderNumber,
            by: { kind: 'staff', staff: actor },
          } as const;
          for (const line of await orderLines.linesOf(tx, id)) {
            await inventory.putBack(tx, line, sale, cause);
          }
        }
        const mail = MAIL_FOR[to];
        if (mail) await orderMail.tell(tx, mail, id);
        await audit.record(tx, {
          actor,
          location: order.location,
          entity: 'order',
          entityId: order.orderNumber,
          action: 'update',
          before: { status: order.status, paymentStatus: order.paymentStatus },
          after: { status: to, paymentStatus },
        });
      });
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
