import { randomUUID } from 'node:crypto';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import {
  type CounterSale,
  counterSaleRequestSchema,
  type counterSalesQuerySchema,
  MAIN_REGISTER,
} from '../../../domain/counter/counter-sale.contract.ts';
import { saleTotals } from '../../../domain/counter/sale-totals.rules.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { itemKey } from '../../../domain/inventory/sellable-kinds.ts';
import { earnsStamp } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CounterGiftCard, CounterGiftCards } from '../gift-cards/counter-gift-cards.ts';
import type { GiftCardsService } from '../gift-cards/gift-cards.service.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { SellableItem } from '../inventory/sellable-kind.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import type { CounterReturnsService } from './counter-returns.service.ts';
import {
  checkOverrides,
  checkTenders,
  hashOf,
  insufficientStock,
  invalid,
  itemOf,
  pricedLines,
  type SaleRequest,
  saleLines,
  soldMeanwhile,
  staffBy,
  tenderInsert,
  toDiscount,
} from './counter-sale-request.ts';
import { toCounterSale, toCounterSaleSummary } from './counter-sale-view.ts';
import type { CounterLineInsert, CounterSalesRepository } from './counter-sales.repository.ts';
import type { DrawersService } from './drawers.service.ts';

export interface CounterSalesDeps {
  db: Database;
  repository: CounterSalesRepository;
  drawers: DrawersService;
  /** The sale's returns, which its answer lists. */
  returns: Pick<CounterReturnsService, 'history'>;
  inventory: Inventory;
  ledger: Pick<StoreCreditService, 'spend' | 'balance'>;
  redeemGiftCard: GiftCardsService['redeemIn'];
  giftCards: CounterGiftCards;
  loyalty: Pick<LoyaltyRepository, 'stamp'>;
  audit: Pick<AuditRepository, 'record'>;
  taxPolicy: (location: Location, reader: Transaction) => Promise<TaxPolicy>;
  /** The store's return policy line, printed on its receipts. */
  returnPolicy: (location: Location) => Promise<string>;
  clock?: (() => Date) | undefined;
}

const PAGE_SIZE = 50;
const IDEMPOTENCY_CONSTRAINT = 'counter_sales_idempotency_unique';

/**
 * Ringing up a sale at the counter: a purchase of the counter channel, priced from the
 * inventory, paid by its tenders until nothing is due, its stock taken, credit spent, cash put
 * in the drawer, stamps earned and the audit written, all in one transaction; once per
 * idempotency key.
 */
export function createCounterSalesService({
  db,
  repository,
  drawers,
  returns,
  inventory,
  ledger,
  redeemGiftCard,
  giftCards,
  loyalty,
  audit,
  taxPolicy,
  returnPolicy,
  clock = () => new Date(),
}: CounterSalesDeps) {
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

  /** The sale a key already made: the same sale again, or a refusal when the body differs. */
  async function replay(location: Location, key: string, hash: string) {
    const earlier = await repository.findByKey(location, key);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) {
      throw new ConflictError('This Idempotency-Key was already used for another sale.', {
        code: 'idempotency_key_reused',
      });
    }
    return view(earlier.receiptNumber);
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
      // An entry seats a player: the customer attached to the sale.
      if (line.itemType === EVENT_ENTRY && customerId === undefined) {
        throw invalid('customerId', 'Attach the player the event entry is for');
      }
      // An entry's listed stock is a seat held for the buyer online; at the counter the
      // inventory's take seats the player in a free seat, or refuses the line when none is left.
      if (line.itemType !== EVENT_ENTRY && line.quantity > item.stock) {
        throw insufficientStock(index, item);
      }
      return item;
    });
  }

  async function ringUp(
    tx: Transaction,
    actor: StaffActor,
    request: SaleRequest,
    listed: readonly (SellableItem | null)[],
    idempotency: { key: string; hash: string },
  ): Promise<{ receiptNumber: string; codes: string[] }> {
    const { key, hash } = idempotency;
    const asked = request.register ?? MAIN_REGISTER;
    const customerId = request.customerId ?? null;
    const policy = await taxPolicy(request.location, tx);
    const priced = pricedLines(request, listed);
    const totals = saleTotals(policy, priced, toDiscount(request.discount));
    const paidCents = request.tenders.reduce((sum, tender) => sum + tender.amount, 0);
    if (paidCents < totals.totalCents) {
      throw new ConflictError(
        `The tenders come to ${formatPrice(paidCents)}; ${formatPrice(totals.totalCents - paidCents)} is still due.`,
        { code: 'payment_incomplete' },
      );
    }
    if (paidCents > totals.totalCents) {
      throw invalid(
        'tenders',
        `The tenders come to ${formatPrice(paidCents)}, more than the total of ${formatPrice(totals.totalCents)}.`,
      );
    }
    const cash = request.tenders.find((tender) => tender.method === 'cash');
    const drawer = cash ? await drawers.assertOpen(tx, request.location, asked) : null;
    // The drawer's own name, so "main" and "Main" make one register in the day's sales.
    const register = drawer?.register ?? asked;
    const drawerId = drawer?.id ?? null;

    const receiptNumber = await repository.nextReceiptNumber(tx, request.location);
    const cards = new Map<number, CounterGiftCard>();
    for (const [index, line] of request.lines.entries()) {
      if (line.itemType !== GIFT_CARD) continue;
      const card = await giftCards.reserve(tx, {
        location: request.location,
        amountCents: line.amount ?? 0,
        customerId,
        recipientEmail: line.recipientEmail ?? null,
      });
      cards.set(index, card);
    }
    const lines = saleLines(request, priced, totals, { listed, giftCards: cards });
    const changeCents = cash?.tendered ? cash.tendered - cash.amount : 0;
    // A gift card is redeemed onto the customer's credit first, then spent from it below.
    const giftTender = request.tenders.find((tender) => tender.method === 'gift_card');
    const giftCard =
      giftTender && customerId !== null
        ? (await redeemGiftCard(tx, customerId, giftTender.code ?? '', staffBy(actor))).card
        : null;
    const tenders = request.tenders.map((tender) => tenderInsert(tender, giftCard));
    const largest = [...request.tenders].sort((a, b) => b.amount - a.amount)[0];
    // The owner's account and staff without a first name print as they sign in.
    const cashierName =
      (actor.employeeId === null ? null : await repository.cashierName(tx, actor.employeeId)) ??
      actor.label;
    const orderId = await repository.insert(
      tx,
      {
        location: request.location,
        register,
        cashier: { label: actor.label, name: cashierName, employeeId: actor.employeeId },
        customerId,
        receiptNumber,
        lines,
        subtotalCents: totals.subtotalCents,
        discountCents: totals.discountCents,
        taxableCents: totals.taxableCents,
        taxCents: totals.taxCents,
        taxRateMilli: totals.rateMilli,
        totalCents: totals.totalCents,
        changeCents,
        paymentMethod: largest?.method ?? 'cash',
        idempotencyKey: key,
        requestHash: hash,
      },
      tenders,
    );
    const cause = {
      reason: 'counter_sale',
      reference: receiptNumber,
      by: { kind: 'staff', staff: actor },
    } as const;
    const codes: string[] = [];
    for (const card of cards.values()) {
      codes.push(await giftCards.issue(tx, card, { orderId, customerId }));
    }
    const stocked = [...lines.keys()].filter((index) => !cards.has(index));
    const short = await inventory.takeAll(
      tx,
      stocked.map((index) => lines[index] as CounterLineInsert),
      { customerId, orderId, atCounter: true },
      cause,
    );
    if (short !== null) {
      const index = stocked[short] as number;
      throw soldMeanwhile(index, listed[index] as SellableItem);
    }
    await payTenders(tx, actor, request, { orderId, receiptNumber, drawerId });
    // As online: a stamp for a sale of at least the minimum, at most one a day.
    const stamped =
      customerId !== null &&
      earnsStamp(totals.totalCents) &&
      (await loyalty.stamp(tx, customerId, orderId, storeDate(clock())));
    await repository.recordPaid(tx, orderId, {
      stampsEarned: stamped ? 1 : 0,
      creditLeftCents: customerId === null ? null : await ledger.balance(customerId, tx),
    });
    await audit.record(tx, {
      actor,
      location: request.location,
      entity: 'counter_sale',
      entityId: receiptNumber,
      action: 'create',
      before: null,
      after: {
        total: formatPrice(totals.totalCents),
        discount: formatPrice(totals.discountCents),
        tenders: request.tenders.map((tender) => `${tender.method} ${formatPrice(tender.amount)}`),
      },
    });
    return { receiptNumber, codes };
  }

  /** Credit spent, a gift card redeemed onto the customer's credit and spent, cash in the drawer. */
  async function payTenders(
    tx: Transaction,
    actor: StaffActor,
    request: SaleRequest,
    sale: { orderId: number; receiptNumber: string; drawerId: number | null },
  ): Promise<void> {
    const by = staffBy(actor);
    for (const tender of request.tenders) {
      const customerId = request.customerId;
      if (tender.method === 'cash' && sale.drawerId !== null) {
        await drawers.takeCash(tx, sale.drawerId, {
          amountCents: tender.amount,
          receiptNumber: sale.receiptNumber,
          by: actor.label,
        });
      }
      const spendsCredit = tender.method === 'gift_card' || tender.method === 'store_credit';
      if (spendsCredit && customerId !== undefined) {
        await ledger.spend(tx, {
          customerId,
          amountCents: tender.amount,
          location: request.location,
          by,
          for: { orderId: sale.orderId },
          note: `Counter sale ${sale.receiptNumber}`,
        });
      }
    }
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
        tenders: [{ method: entry.tender, amount: formatPrice(totals.totalCents) }],
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
        const { receiptNumber, codes } = await db.transaction((tx) =>
          ringUp(tx, actor, request, listed, { key, hash }),
        );
        const sale = await view(receiptNumber);
        // The codes exist only in this answer: the receipt printed from it is the customer's card.
        const issued = sale.giftCards.map((card, index) => ({
          ...card,
          code: codes[index] ?? null,
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
