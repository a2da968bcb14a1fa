import type { AdminOrder, StaffRefund } from '../../../domain/admin/admin.contract.ts';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { OrderStatus } from '../../../domain/orders/order.contract.ts';
import {
  hasGoodsToCollect,
  isHandingOver,
  moveRefusal,
  REFUNDED_NOT_HANDED_OVER,
} from '../../../domain/orders/order-status.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DrawersService } from '../counter/drawers.service.ts';
import { type IdempotentRequests, idempotentRequest } from '../idempotency/idempotent-requests.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { OrderMailKind } from '../mail/templates/order-messages.tsx';
import type { OrderRefunds } from '../orders/order-refunds.service.ts';
import type { OrdersRepository } from '../orders/orders.repository.ts';
import type { OrderMail } from '../orders/queue-order-mail.ts';
import type { AdminOrderFilter, AdminOrdersRepository } from './admin-orders.repository.ts';

export interface AdminOrdersDeps {
  db: Database;
  orders: AdminOrdersRepository;
  /** What an order took, to put it back when the order is cancelled. */
  orderLines: Pick<OrdersRepository, 'linesOf'>;
  inventory: Inventory;
  audit: AuditRepository;
  /** Money back to the tenders that paid (or to store credit), sent after the change commits. */
  refunds: Pick<OrderRefunds, 'leftCents' | 'refundableCents' | 'refund' | 'send'>;
  /** The customer hears when their order is ready, picked up or cancelled. */
  orderMail: Pick<OrderMail, 'tell'>;
  /** A counter sale's cash goes back out of the drawer of the register it was rung up on. */
  drawers: Pick<DrawersService, 'payOutCash'>;
  /** A retried refund, sent with its first's Idempotency-Key, is made once. */
  idempotency: IdempotentRequests;
}

/** The message each move of an order sends its customer. */
const MAIL_FOR: Partial<Record<OrderStatus, OrderMailKind>> = {
  ready_for_pickup: 'order_ready',
  picked_up: 'order_picked_up',
  cancelled: 'order_cancelled',
};

const assertStore = (actor: StaffActor, store: Location) =>
  assertStoreAccess(actor, store, 'see or change its orders');

/**
 * A cancelled order gives back all it was paid, so one whose gift cards were already used
 * (redeemed into credit, or spent at the counter) cannot be cancelled: what paid for them stays
 * with them. The rest of it can still be refunded by amount.
 */
function assertNoGiftCardUsed(
  orderNumber: string,
  refundableCents: number,
  leftCents: number,
): void {
  if (refundableCents >= leftCents) return;
  const kept = formatDollars(leftCents - refundableCents);
  const rest =
    refundableCents > 0 ? ` Refund the other ${formatDollars(refundableCents)} instead.` : '';
  throw new ConflictError(
    `Order ${orderNumber} cannot be cancelled: its gift cards have been used, and the ${kept} that paid for them stays on them.${rest}`,
    { code: 'invalid_transition' },
  );
}

/** Staff's side of orders: the list to prepare, moving an order along (cancelling refunds it), refunds. */
export function createAdminOrdersService({
  db,
  orders,
  orderLines,
  inventory,
  audit,
  refunds,
  orderMail,
  drawers,
  idempotency,
}: AdminOrdersDeps) {
  return {
    list(actor: StaffActor, filter: AdminOrderFilter): Promise<AdminOrder[]> {
      if (filter.location) assertStore(actor, filter.location);
      // A store's staff see their own store's orders, whatever they asked for.
      const location = actor.location ?? filter.location;
      return orders.list({ ...filter, location });
    },

    async changeStatus(actor: StaffActor, id: number, to: OrderStatus): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await orders.lockForUpdate(tx, id);
        if (!order) throw new NotFoundError('Order not found');
        assertStore(actor, order.location);
        const lines = await orderLines.linesOf(tx, id);
        const refusal = moveRefusal(
          {
            status: order.status,
            goods: hasGoodsToCollect(lines.map((line) => ({ productType: line.itemType }))),
            refundedInFull: order.totalAmountCents > 0 && (await refunds.leftCents(tx, id)) === 0,
          },
          to,
        );
        if (refusal) throw new ConflictError(refusal, { code: 'invalid_transition' });
        // Refunded whole but for its gift cards (which were never to be handed over): nothing to give.
        if (
          isHandingOver(to) &&
          order.totalAmountCents > 0 &&
          (await refunds.refundableCents(tx, id)) === 0
        ) {
          throw new ConflictError(REFUNDED_NOT_HANDED_OVER, { code: 'invalid_transition' });
        }
        if (to === 'cancelled') {
          // First, so that gift cards not yet redeemed are voided before the refund counts them.
          const sale = { customerId: order.customerId, orderId: id };
          const cause = {
            reason: 'order_cancelled',
            reference: order.orderNumber,
            by: { kind: 'staff', staff: actor },
          } as const;
          for (const line of lines) {
            await inventory.putBack(tx, line, sale, cause);
          }
        }
        let paymentStatus = order.paymentStatus;
        if (to === 'cancelled' && order.paymentStatus === 'succeeded') {
          // Every tender gets back what is left of it; the card's part is sent after commit.
          const refundable = await refunds.refundableCents(tx, id);
          assertNoGiftCardUsed(order.orderNumber, refundable, await refunds.leftCents(tx, id));
          if (refundable > 0) {
            await refunds.refund(tx, {
              orderId: id,
              amountCents: refundable,
              reason: 'Order cancelled',
              to: 'original',
              by: { kind: 'staff', staff: actor },
            });
          }
          if ((await refunds.leftCents(tx, id)) === 0) paymentStatus = 'refunded';
        }
        await orders.setStatus(tx, id, to, paymentStatus);
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
      await refunds.send();
    },

    /**
     * Gives back part of a paid order: any staff of the order's store, up to what is left
     * unrefunded (`refund_exceeds_paid` beyond it), to the tenders that paid or, when the
     * customer asks, all to their store credit. A counter sale's cash share is paid out of the
     * drawer it went into (`drawer_closed` when that register has none open).
     */
    async refund(
      actor: StaffActor,
      id: number,
      request: StaffRefund,
      key?: string | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await orders.lockForUpdate(tx, id);
        if (!order) throw new NotFoundError('Order not found');
        assertStore(actor, order.location);
        // A retry of a refund made already is answered as made: its order may have nothing left.
        if (await idempotency.claim(tx, idempotentRequest('order_refund', key, id, request))) {
          return;
        }
        const register = order.channel === 'counter' ? await orders.registerOf(tx, id) : undefined;
        await refunds.refund(tx, {
          orderId: id,
          amountCents: request.amount,
          reason: request.reason,
          to: request.refundTo,
          by: { kind: 'staff', staff: actor },
          // Cash a counter sale took goes back as cash, from its register's open drawer.
          payOutCash:
            register === undefined
              ? undefined
              : (inTx, cents) =>
                  drawers.payOutCash(
                    inTx,
                    { location: order.location, register },
                    { amountCents: cents, returnNumber: order.orderNumber, by: actor.label },
                  ),
        });
        await audit.record(tx, {
          actor,
          location: order.location,
          entity: 'order',
          entityId: order.orderNumber,
          action: 'update',
          before: null,
          after: {
            refunded: formatDollars(request.amount),
            to: request.refundTo,
            reason: request.reason,
          },
        });
      });
      await refunds.send();
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
