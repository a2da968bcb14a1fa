import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { payoutCents, type TradeInPayout } from '../../../domain/trade-ins/trade-in.rules.ts';
import type { Transaction } from '../../db/client.ts';
import type { DrawersService } from '../counter/drawers.service.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import { offerWithinLimit } from './offer-limit.ts';
import {
  type LineRequest,
  NOT_WANTED,
  type PricedRequest,
  printed,
  type TradeInQuotes,
} from './trade-in-quotes.ts';
import type { TradeInRecord } from './trade-in-records.repository.ts';
import type { TradeInsRepository } from './trade-ins.repository.ts';

export interface TradeInPaymentDeps {
  repository: Pick<
    TradeInsRepository,
    'lockStore' | 'family' | 'updateLine' | 'ensureCard' | 'setCost'
  >;
  quotes: Pick<TradeInQuotes, 'priceRequests'>;
  inventory: Pick<Inventory, 'restock'>;
  ledger: Pick<StoreCreditService, 'credit'>;
  /** The store's open drawer, which cash payouts come out of (features/counter). */
  drawers: Pick<DrawersService, 'payTradeIn'>;
}

type Stocked = { line: TradeInRecord['lines'][number]; priced: PricedRequest }[];

/**
 * Paying for a trade-in: the customer paid in store credit or from the drawer, and its cards
 * put into stock at what was paid for them, within the caller's transaction.
 */
export function createTradeInPayment({
  repository,
  quotes,
  inventory,
  ledger,
  drawers,
}: TradeInPaymentDeps) {
  /**
   * Checks the lines against the store's stock now (its row locked), in order: a line beyond
   * the target is trimmed. Answers each line's card row (added when the store has none).
   */
  async function stockLines(tx: Transaction, record: TradeInRecord): Promise<Stocked> {
    const { tradeIn } = record;
    const bought = record.lines.filter((line) => line.rejectReason === null && line.quantity > 0);
    const requests: LineRequest[] = bought.map((line) => ({
      identity: line,
      cardId: line.cardId,
      condition: line.condition,
      finish: line.finish,
      quantity: line.quantity,
      field: `lines.${line.id}`,
    }));
    for (const request of requests) {
      await repository.family(tx, tradeIn.location, request.identity, true);
    }
    // Paying fills the shelf itself: the stock, not other lists' offers, is the limit now.
    const { priced } = await quotes.priceRequests(tx, tradeIn.location, requests, {
      offers: 'none',
      used: new Map(),
    });
    return bought.map((line, index) => ({ line, priced: priced[index] as PricedRequest }));
  }

  /** Trims the lines beyond what the store still wants; answers each trimmed line's field. */
  async function trim(tx: Transaction, stocked: Stocked): Promise<Record<string, string>> {
    const cut: Record<string, string> = {};
    for (const { line, priced } of stocked) {
      if (priced.line.quantity >= line.quantity) continue;
      cut[`lines.${line.id}`] =
        `${printed(line)}: trimmed from ${line.quantity} to ${priced.line.quantity}, the copies the store still wants`;
      await repository.updateLine(tx, line.id, {
        quantity: priced.line.quantity,
        ...(priced.line.quantity === 0 && { rejectReason: NOT_WANTED }),
      });
    }
    return cut;
  }

  async function payOut(
    tx: Transaction,
    record: TradeInRecord,
    payout: TradeInPayout,
    paid: number,
    actor: StaffActor,
  ) {
    const { tradeIn } = record;
    if (paid > 0 && payout === 'credit') {
      await ledger.credit(tx, 'trade_in', {
        customerId: tradeIn.customerId,
        amountCents: paid,
        location: tradeIn.location,
        by: { kind: 'staff', staff: actor },
        note: `Trade-in ${tradeIn.number}`,
      });
    }
    if (paid > 0 && payout === 'cash') {
      await drawers.payTradeIn(tx, tradeIn.location, {
        amountCents: paid,
        tradeInNumber: tradeIn.number,
        by: actor.label,
      });
    }
  }

  /** Each line's cards into stock, the card's cost set to what this payout paid a copy. */
  async function stock(
    tx: Transaction,
    record: TradeInRecord,
    stocked: Stocked,
    payout: TradeInPayout,
    actor: StaffActor,
  ) {
    const { tradeIn } = record;
    const counts = new Map<number, number>();
    for (const { line, priced } of stocked) {
      const cardId =
        priced.targetId ??
        (await repository.ensureCard(tx, tradeIn.location, line, priced.sellCents));
      await repository.setCost(tx, cardId, payout === 'cash' ? line.cashCents : line.creditCents);
      counts.set(cardId, (counts.get(cardId) ?? 0) + line.quantity);
    }
    await inventory.restock(
      tx,
      'card',
      [...counts].map(([itemId, count]) => ({ itemId, count })),
      'add',
      { reason: 'trade_in', reference: tradeIn.number, by: { kind: 'staff', staff: actor } },
    );
  }

  /**
   * Pays for a trade-in and stocks its cards, answering what was paid. When the store now wants
   * fewer of some cards than it holds, those lines are trimmed instead, nothing is paid, and
   * the trimmed lines' fields are answered.
   */
  return async function settle(
    tx: Transaction,
    record: TradeInRecord,
    payout: TradeInPayout,
    actor: StaffActor,
  ): Promise<{ trimmed: Record<string, string> } | { paidCents: number }> {
    // Accepts of one store wait for each other here, so each sees the stock the last left.
    await repository.lockStore(tx, record.tradeIn.location);
    const stocked = await stockLines(tx, record);
    const trimmed = await trim(tx, stocked);
    if (Object.keys(trimmed).length > 0) return { trimmed };
    offerWithinLimit(record.lines);
    const paidCents = payoutCents(record.lines, payout);
    await payOut(tx, record, payout, paidCents, actor);
    await stock(tx, record, stocked, payout, actor);
    return { paidCents };
  };
}
