import { randomUUID } from 'node:crypto';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import {
  type CardTerminal,
  type CounterSale,
  counterSaleRequestSchema,
  type counterSalesQuerySchema,
} from '../../../domain/counter/counter-sale.contract.ts';
import { saleTotals } from '../../../domain/counter/sale-totals.rules.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { itemKey } from '../../../domain/inventory/sellable-kinds.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { SellableItem } from '../inventory/sellable-kind.ts';
import type { CounterReturnsService } from './counter-returns.service.ts';
import {
  checkOverrides,
  checkTenders,
  hashOf,
  insufficientStock,
  invalid,
  itemOf,
  type SaleRequest,
} from './counter-sale-request.ts';
import { createRingUp, type RingUpDeps, type RungUp } from './counter-sale-ring-up.ts';
import { toCounterSale, toCounterSaleSummary } from './counter-sale-view.ts';

export interface CounterSalesDeps extends Omit<RingUpDeps, 'clock'> {
  db: Database;
  /** The sale's returns, which its answer lists. */
  returns: Pick<CounterReturnsService, 'history'>;
  /** The store's return policy line, printed on its receipts. */
  returnPolicy: (location: Location) => Promise<string>;
  clock?: (() => Date) | undefined;
}

const PAGE_SIZE = 50;
const IDEMPOTENCY_CONSTRAINT = 'counter_sales_idempotency_unique';

/**
 * Sales at the counter: a sale checked (store, overrides, tenders, items as listed), written in
 * one transaction (`counter-sale-ring-up.ts`) once per idempotency key, and read back as its
 * receipt; a store's sales listed by the day.
 */
export function createCounterSalesService({
  db,
  returns,
  returnPolicy,
  clock = () => new Date(),
  ...writing
}: CounterSalesDeps) {
  const { repository, inventory, taxPolicy } = writing;
  const ringUp = createRingUp({ ...writing, clock });

  async function view(receiptNumber: string): Promise<CounterSale> {
    const head = await repository.head(receiptNumber);
    if (!head) throw new NotFoundError('No sale has that receipt number.');
    const { order } = head;
    const [lines, tenders, refunded, policyLine, history] = await Promise.all([
      repository.lines(order.id),
      order.purchaseId ? repository.tenders(order.purchaseId) : [],
      repository.refundedCents([order.id]),
      returnPolicy(head.location),
      returns.history(order),
    ]);
    return toCounterSale(head, lines, tenders, {
      refundedCents: refunded.get(order.id) ?? 0,
      returnPolicy: policyLine,
      returns: history,
    });
  }

  /**
   * The receipt of a sale just rung up, from the lines and tenders as written: nothing has been
   * refunded or returned from it yet.
   */
  async function justMade({ receiptNumber, lines, tenders }: RungUp): Promise<CounterSale> {
    const head = await repository.head(receiptNumber);
    if (!head) throw new NotFoundError('No sale has that receipt number.');
    return toCounterSale(head, lines, tenders, {
      refundedCents: 0,
      returnPolicy: await returnPolicy(head.location),
      returns: [],
    });
  }

  /** The sale a key already made: the same sale again, or a refusal when the body differs. */
  async function replay(location: Location, key: string, hash: string) {
    const earlier = await repository.findByKey(location, key);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) {
      // Named, so a cashier whose answer was lost finds the sale that was made.
      throw new ConflictError(
        `This Idempotency-Key was already used for another sale (${earlier.receiptNumber}).`,
        { code: 'idempotency_key_reused' },
      );
    }
    return view(earlier.receiptNumber);
  }

  /**
   * An event entry's line seats the attached player once: one seat, on one line of the sale.
   */
  function assertOneSeat(request: SaleRequest, index: number): void {
    const line = request.lines[index];
    if (request.customerId === undefined) {
      throw invalid('customerId', 'Attach the player the event entry is for');
    }
    if (line?.quantity !== 1) {
      throw invalid(`lines.${index}.quantity`, 'An event entry seats one player: quantity 1');
    }
    const first = request.lines.findIndex(
      (other) => other.itemType === EVENT_ENTRY && other.itemId === line.itemId,
    );
    if (first !== index) {
      throw invalid(`lines.${index}.itemId`, `This event's entry is on line ${first + 1} already`);
    }
  }

  /**
   * Each line's item as listed now, checked before the sale's transaction opens; null for a
   * gift card, which the sale itself issues.
   */
  async function listedItems(request: SaleRequest): Promise<(SellableItem | null)[]> {
    const customerId = request.customerId;
    const items = await inventory.available(
      request.lines.flatMap(({ itemType, itemId }) =>
        itemType === GIFT_CARD || itemId === undefined ? [] : [{ itemType, itemId }],
      ),
      customerId === undefined ? undefined : { customerId },
    );
    return request.lines.map((line, index) => {
      if (line.itemType === GIFT_CARD) return null;
      const item = itemOf(request, items, index);
      // An entry seats a player: the customer attached to the sale, once.
      if (line.itemType === EVENT_ENTRY) assertOneSeat(request, index);
      // An entry's listed stock is a seat held for the buyer online; at the counter the
      // inventory's take seats the player in a free seat, or refuses the line when none is left.
      if (line.itemType !== EVENT_ENTRY && line.quantity > item.stock) {
        throw insufficientStock(index, item);
      }
      return item;
    });
  }

  const service = {
    async view(actor: StaffActor, receiptNumber: string): Promise<CounterSale> {
      const sale = await view(receiptNumber);
      assertStoreAccess(actor, sale.location, 'see its sales');
      return sale;
    },

    async list(actor: StaffActor, query: z.infer<typeof counterSalesQuerySchema>) {
      assertStoreAccess(actor, query.location, 'see its sales');
      const page = await repository.page(query.location, query, PAGE_SIZE);
      const refunded = await repository.refundedCents(page.rows.map((row) => row.orderId));
      return {
        sales: page.rows.map((row) => toCounterSaleSummary(row, refunded.get(row.orderId) ?? 0)),
        nextCursor: page.nextCursor,
      };
    },

    /**
     * A walk-in's event entry from the roster, as a sale of its own on the main register: the
     * fee and its tax paid whole by the one tender (cash needs the drawer open).
     */
    async sellEntry(
      actor: StaffActor,
      entry: {
        location: Location;
        tournamentId: number;
        customerId: number;
        tender: 'card' | 'cash';
        card: CardTerminal;
      },
    ): Promise<string> {
      const line = { itemType: EVENT_ENTRY, itemId: entry.tournamentId, quantity: 1 };
      const listed = await inventory.available([line], { customerId: entry.customerId });
      const policy = await db.transaction((tx) => taxPolicy(entry.location, tx));
      const totals = saleTotals(policy, [
        { ...line, unitPriceCents: listed.get(itemKey(line))?.priceCents ?? 0 },
      ]);
      // The sale is the request the Counter screen would send, checked by the same contract.
      const request = counterSaleRequestSchema.parse({
        location: entry.location,
        customerId: entry.customerId,
        lines: [line],
        tenders: [
          {
            method: entry.tender,
            amount: formatPrice(totals.totalCents),
            ...(entry.tender === 'card' ? entry.card : {}),
          },
        ],
      });
      const { sale } = await service.complete(actor, request, randomUUID());
      return sale.receiptNumber;
    },

    async complete(
      actor: StaffActor,
      request: SaleRequest,
      key: string,
    ): Promise<{ sale: CounterSale; created: boolean }> {
      assertStoreAccess(actor, request.location, 'ring up its sales');
      checkOverrides(actor, request);
      checkTenders(request);
      const hash = hashOf(request);
      const earlier = await replay(request.location, key, hash);
      if (earlier) return { sale: earlier, created: false };
      const listed = await listedItems(request);
      try {
        const made = await db.transaction((tx) =>
          ringUp(tx, actor, request, listed, { key, hash }),
        );
        const sale = await justMade(made);
        // The codes exist only in this answer: the receipt printed from it is the customer's card.
        const issued = sale.giftCards.map((card, index) => ({
          ...card,
          code: made.codes[index] ?? null,
        }));
        return { sale: { ...sale, giftCards: issued }, created: true };
      } catch (error) {
        // The same key arrived twice at once: the other request made the sale.
        if (violatedUniqueConstraint(error) !== IDEMPOTENCY_CONSTRAINT) throw error;
        const made = await replay(request.location, key, hash);
        if (!made) throw error;
        return { sale: made, created: false };
      }
    },
  };
  return service;
}

export type CounterSalesService = ReturnType<typeof createCounterSalesService>;
