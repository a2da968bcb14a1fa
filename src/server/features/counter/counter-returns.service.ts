import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { CounterReturn } from '../../../domain/counter/counter-return.contract.ts';
import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import { sharesWithin } from '../../../domain/counter/return-share.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { SalesChannel } from '../../../domain/orders/sales-channel.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { requestHash } from '../idempotency/idempotent-requests.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { OrderRefunds } from '../orders/order-refunds.service.ts';
import {
  type ChosenLine,
  choose,
  type OrderRow,
  type ReturnRequest,
  returnReason,
} from './counter-return-choice.ts';
import { returnNumberOf, toCounterReturn } from './counter-return-view.ts';
import type { CounterReturnsRepository } from './counter-returns.repository.ts';
import type { DrawersService } from './drawers.service.ts';

export interface CounterReturnsDeps {
  db: Database;
  repository: CounterReturnsRepository;
  drawers: Pick<DrawersService, 'payOutCash'>;
  inventory: Pick<Inventory, 'putBack'>;
  refunds: Pick<OrderRefunds, 'refund' | 'refundableCents' | 'send'>;
  audit: Pick<AuditRepository, 'record'>;
}

/** The key a return was sent with, and what its body came to. */
interface Idempotency {
  key: string;
  hash: string;
}

const IDEMPOTENCY_CONSTRAINT = 'order_returns_idempotency_unique';

const idempotencyOf = (key: string, request: ReturnRequest): Idempotency => ({
  key,
  hash: requestHash(request),
});

/**
 * Returns at the counter: lines of a counter sale or an online order brought back, never more
 * than was sold less what came back already; restocked goods put back on the shelf with a
 * `return` movement; the money back through the orders' one way to refund (cash out of the
 * drawer, the terminal's card refund recorded, credit to the ledger, an online card sent to the
 * provider after commit), all in one transaction.
 */
export function createCounterReturnsService({
  db,
  repository,
  drawers,
  inventory,
  refunds,
  audit,
}: CounterReturnsDeps) {
  async function history(order: {
    id: number;
    orderNumber: string;
    channel: SalesChannel;
  }): Promise<CounterReturn[]> {
    return (await repository.ofOrder(order.id)).map((recorded) => toCounterReturn(order, recorded));
  }

  /** The sale or order the return is for, at the actor's store. */
  async function returnedFrom(actor: StaffActor, request: ReturnRequest): Promise<OrderRow> {
    const counter = request.receiptNumber !== undefined;
    const order = await repository.findOrder(request.receiptNumber ?? request.orderNumber ?? '');
    const channel: SalesChannel = counter ? 'counter' : 'online';
    if (!order || order.channel !== channel) {
      throw new NotFoundError(
        counter ? 'No sale has that receipt number.' : 'No online order has that number.',
      );
    }
    assertStoreAccess(actor, order.location, 'take back its sales');
    if (order.location !== request.location) {
      throw new ForbiddenError(`${order.orderNumber} was sold at the other store.`);
    }
    return order;
  }

  /** What must hold before a new return is written. */
  function assertReturnable(order: OrderRow, request: ReturnRequest): void {
    if (order.status !== 'picked_up') {
      throw new ConflictError(
        `${order.orderNumber} has not been handed over: cancel or refund it instead.`,
        { code: 'not_returnable' },
      );
    }
    if (request.refundTo === 'store_credit' && order.customerId === null) {
      throw new ConflictError('Attach a customer to give store credit: this sale has none.', {
        code: 'customer_required',
      });
    }
  }

  /** The return a key already made: the same return again, or a refusal when the body differs. */
  async function replay(order: OrderRow, idempotency: Idempotency): Promise<CounterReturn | null> {
    const recorded = await repository.ofOrder(order.id);
    const earlier = recorded.find((one) => one.record.idempotencyKey === idempotency.key);
    if (!earlier) return null;
    const made = toCounterReturn(order, earlier);
    if (earlier.record.requestHash !== idempotency.hash) {
      // Named, so a cashier whose answer was lost finds the return that was made.
      throw new ConflictError(
        `This Idempotency-Key was already used for another return (${made.returnNumber}).`,
        { code: 'idempotency_key_reused' },
      );
    }
    return made;
  }

  /** An entry whose fee went back when its player left is not given back a second time. */
  async function refuseEntriesRefunded(
    tx: Transaction,
    order: OrderRow,
    chosen: readonly ChosenLine[],
  ): Promise<void> {
    for (const [index, { row }] of chosen.entries()) {
      if (row.line.itemType !== EVENT_ENTRY) continue;
      if (await repository.entryRefunded(tx, order.id, row.line.itemId)) {
        throw new ConflictError(
          `${row.line.itemName} was refunded when its player left the event.`,
          {
            code: 'not_returnable',
            fields: { [`lines.${index}.lineId`]: 'Refunded already' },
          },
        );
      }
    }
  }

  async function write(
    tx: Transaction,
    actor: StaffActor,
    found: OrderRow,
    request: ReturnRequest,
    idempotency: Idempotency | null,
  ): Promise<string> {
    const order = (await repository.lockOrder(tx, found.id)) ?? found;
    const wanted = choose(order, await repository.linesWithReturned(tx, order.id), request);
    await refuseEntriesRefunded(tx, order, wanted);
    // What staff refunded of the sale already is not given back a second time.
    const capped = sharesWithin(
      wanted.map((one) => one.share),
      await refunds.refundableCents(tx, order.id),
    );
    const chosen = wanted.map((one, index) => ({ ...one, share: capped[index] ?? one.share }));
    const paidCents = chosen.reduce((sum, one) => sum + one.share.paidCents, 0);
    const taxCents = chosen.reduce((sum, one) => sum + one.share.taxCents, 0);
    const amountCents = paidCents + taxCents;
    const sequence = await repository.nextSequence(tx, order.id);
    const returnNumber = returnNumberOf(order.orderNumber, sequence);
    const returnId = await repository.insert(
      tx,
      {
        orderId: order.id,
        sequence,
        location: order.location,
        refundTo: request.refundTo,
        amountCents,
        taxCents,
        cashierLabel: actor.label,
        employeeId: actor.employeeId,
        idempotencyKey: idempotency?.key ?? null,
        requestHash: idempotency?.hash ?? null,
      },
      chosen.map((one) => ({
        orderItemId: one.row.line.id,
        quantity: one.quantity,
        restock: one.restock,
        amountCents: one.share.paidCents,
        taxCents: one.share.taxCents,
      })),
    );
    const by = { kind: 'staff', staff: actor } as const;
    for (const one of chosen.filter((line) => line.restock)) {
      const { itemType, itemId } = one.row.line;
      await inventory.putBack(
        tx,
        { itemType, itemId, quantity: one.quantity },
        { customerId: order.customerId, orderId: order.id },
        { reason: 'return', reference: returnNumber, by },
      );
    }
    if (amountCents > 0) {
      const register = request.register ?? MAIN_REGISTER;
      await refunds.refund(tx, {
        orderId: order.id,
        amountCents,
        reason: returnReason(returnNumber, chosen),
        to: request.refundTo,
        by,
        returnId,
        payOutCash: (inTx, cents) =>
          drawers.payOutCash(
            inTx,
            { location: order.location, register },
            { amountCents: cents, returnNumber, by: actor.label },
          ),
      });
    }
    await audit.record(tx, {
      actor,
      location: order.location,
      entity: 'counter_return',
      entityId: returnNumber,
      action: 'create',
      before: null,
      after: {
        refunded: formatPrice(amountCents),
        refundTo: request.refundTo,
        lines: chosen.map((one) => `${one.quantity} × ${one.row.line.itemName}`),
      },
    });
    return returnNumber;
  }

  return {
    history,

    /**
     * A retried Complete return carries the key of the first: one return however often it
     * arrives, `created` false for the repeats. Without a key each call is a return of its own.
     */
    async bringBack(
      actor: StaffActor,
      request: ReturnRequest,
      key?: string,
    ): Promise<{ made: CounterReturn; created: boolean }> {
      const order = await returnedFrom(actor, request);
      const idempotency = key === undefined ? null : idempotencyOf(key, request);
      const earlier = idempotency && (await replay(order, idempotency));
      if (earlier) return { made: earlier, created: false };
      assertReturnable(order, request);
      let returnNumber: string;
      try {
        returnNumber = await db.transaction((tx) => write(tx, actor, order, request, idempotency));
      } catch (error) {
        // The same key arrived twice at once: the other request made the return.
        if (!idempotency || violatedUniqueConstraint(error) !== IDEMPOTENCY_CONSTRAINT) throw error;
        const made = await replay(order, idempotency);
        if (!made) throw error;
        return { made, created: false };
      }
      // An online card's part goes to the provider once the return is committed.
      await refunds.send();
      const made = (await history(order)).find((one) => one.returnNumber === returnNumber);
      if (!made) throw new Error('the return was not recorded');
      return { made, created: true };
    },
  };
}

export type CounterReturnsService = ReturnType<typeof createCounterReturnsService>;
