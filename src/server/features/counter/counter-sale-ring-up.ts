import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import { withCashChange } from '../../../domain/counter/drawer.rules.ts';
import { type SaleTotals, saleTotals } from '../../../domain/counter/sale-totals.rules.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { earnsStamp } from '../../../domain/loyalty/loyalty.rules.ts';
import { formatDollars, formatPrice, MAX_PRICE_CENTS } from '../../../domain/money/money.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { TaxPolicy } from '../../../domain/tax/sales-tax.rules.ts';
import type { Transaction } from '../../db/client.ts';
import type { orderItems, purchaseTenders } from '../../db/schema/index.ts';
import { ConflictError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CounterGiftCard, CounterGiftCards } from '../gift-cards/counter-gift-cards.ts';
import type { GiftCardsService } from '../gift-cards/gift-cards.service.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { SellableItem } from '../inventory/sellable-kind.ts';
import type { LoyaltyRepository } from '../loyalty/loyalty.repository.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import {
  invalid,
  pricedLines,
  type SaleRequest,
  saleLines,
  soldMeanwhile,
  staffBy,
  tenderInsert,
  toDiscount,
} from './counter-sale-request.ts';
import type { CounterLineInsert, CounterTenderInsert } from './counter-sale-ring-up.repository.ts';
import type { CounterSalesRepository } from './counter-sales.repository.ts';
import type { DrawersService } from './drawers.service.ts';

/** What writing a sale touches, beside the sale itself. */
export interface RingUpDeps {
  repository: CounterSalesRepository;
  drawers: DrawersService;
  inventory: Inventory;
  ledger: Pick<StoreCreditService, 'spend' | 'balance'>;
  giftCardTender: GiftCardsService['tenderIn'];
  giftCards: CounterGiftCards;
  loyalty: Pick<LoyaltyRepository, 'stamp'>;
  audit: Pick<AuditRepository, 'record'>;
  taxPolicy: (location: Location, reader: Transaction) => Promise<TaxPolicy>;
  clock: () => Date;
}

/** A sale's amounts fit the shop's largest price, as every price and tender does. */
function assertWithinLimit(totals: SaleTotals): void {
  if (Math.max(totals.subtotalCents, totals.totalCents) > MAX_PRICE_CENTS) {
    throw invalid(
      'lines',
      `A sale comes to at most ${formatDollars(MAX_PRICE_CENTS)}: ring the rest up as another sale.`,
    );
  }
}

/** The tenders must come to the total exactly: short is still due, over is a mistake. */
function assertPaidInFull(request: SaleRequest, totalCents: number): void {
  const paidCents = request.tenders.reduce((sum, tender) => sum + tender.amount, 0);
  if (paidCents < totalCents) {
    throw new ConflictError(
      `The tenders come to ${formatPrice(paidCents)}; ${formatPrice(totalCents - paidCents)} is still due.`,
      { code: 'payment_incomplete' },
    );
  }
  if (paidCents > totalCents) {
    throw invalid(
      'tenders',
      `The tenders come to ${formatPrice(paidCents)}, more than the total of ${formatPrice(totalCents)}.`,
    );
  }
}

/** A sale as `ringUp` wrote it. */
export interface RungUp {
  receiptNumber: string;
  /** The gift cards' codes, which exist only in the sale's answer. */
  codes: string[];
  lines: (typeof orderItems.$inferSelect)[];
  tenders: (typeof purchaseTenders.$inferSelect)[];
}

/**
 * Writing one counter sale, in the transaction its caller opened: the purchase of the counter
 * channel priced from the items as listed, paid by its tenders, its stock taken, gift cards
 * issued, credit spent, cash put in the drawer, a stamp earned and the audit written.
 */
export function createRingUp({
  repository,
  drawers,
  inventory,
  ledger,
  giftCardTender,
  giftCards,
  loyalty,
  audit,
  taxPolicy,
  clock,
}: RingUpDeps) {
  /** The gift cards the sale sells, by their line, held until the sale issues them. */
  async function reserveGiftCards(
    tx: Transaction,
    request: SaleRequest,
  ): Promise<Map<number, CounterGiftCard>> {
    const cards = new Map<number, CounterGiftCard>();
    for (const [index, line] of request.lines.entries()) {
      if (line.itemType !== GIFT_CARD) continue;
      const card = await giftCards.reserve(tx, {
        location: request.location,
        amountCents: line.amount ?? 0,
        customerId: request.customerId ?? null,
        recipientEmail: line.recipientEmail ?? null,
      });
      cards.set(index, card);
    }
    return cards;
  }

  /**
   * The sale written in `tx`: its receipt number, its lines and tenders as written, and the
   * codes of the gift cards it issued.
   */
  async function ringUp(
    tx: Transaction,
    actor: StaffActor,
    sent: SaleRequest,
    listed: readonly (SellableItem | null)[],
    idempotency: { key: string; hash: string },
  ): Promise<RungUp> {
    const { key, hash } = idempotency;
    const asked = sent.register ?? MAIN_REGISTER;
    const customerId = sent.customerId ?? null;
    if (customerId !== null && !(await repository.customerExists(tx, customerId))) {
      throw invalid('customerId', 'No customer of that id');
    }
    const policy = await taxPolicy(sent.location, tx);
    const priced = pricedLines(sent, listed);
    const totals = saleTotals(policy, priced, toDiscount(sent.discount));
    const request = { ...sent, tenders: withCashChange(sent.tenders, totals.totalCents) };
    assertWithinLimit(totals);
    assertPaidInFull(request, totals.totalCents);
    const cash = request.tenders.find((tender) => tender.method === 'cash');
    const drawer = cash ? await drawers.assertOpen(tx, request.location, asked) : null;
    // The drawer's own name, so "main" and "Main" make one register in the day's sales.
    const register = drawer?.register ?? asked;
    const drawerId = drawer?.id ?? null;

    const receiptNumber = await repository.nextReceiptNumber(tx, request.location);
    const cards = await reserveGiftCards(tx, request);
    const lines = saleLines(request, priced, totals, { listed, giftCards: cards });
    const changeCents = cash?.tendered ? cash.tendered - cash.amount : 0;
    // Each gift card handed over: a customer's is redeemed onto their credit first, then spent
    // from it below; a walk-in's pays from the card itself.
    const tenders: CounterTenderInsert[] = [];
    for (const tender of request.tenders) {
      const card =
        tender.method === 'gift_card'
          ? await giftCardTender(tx, tender.code ?? '', tender.amount, {
              customerId,
              by: staffBy(actor),
              location: request.location,
            })
          : null;
      tenders.push(tenderInsert(tender, card));
    }
    const largest = [...request.tenders].sort((a, b) => b.amount - a.amount)[0];
    // The owner's account and staff without a first name print as they sign in.
    const cashierName =
      (actor.employeeId === null ? null : await repository.cashierName(tx, actor.employeeId)) ??
      actor.label;
    const written = await repository.insert(
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
    const { orderId } = written;
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
      earnsStamp(totals.totalCents, priced) &&
      (await loyalty.stamp(tx, customerId, orderId, storeDate(clock())));
    // A walk-in's sale earns no stamp and has no credit: the row as written already says so.
    if (customerId !== null) {
      await repository.recordPaid(tx, orderId, {
        stampsEarned: stamped ? 1 : 0,
        creditLeftCents: await ledger.balance(customerId, tx),
      });
    }
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
    return { receiptNumber, codes, lines: written.lines, tenders: written.tenders };
  }

  /** Credit spent (a customer's gift card, redeemed onto it, among it), cash in the drawer. */
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

  return ringUp;
}
