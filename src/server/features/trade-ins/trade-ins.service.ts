import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type {
  AdminTradeInsQuery,
  SubmitTradeIn,
  TradeIn,
  TradeInChange,
  TradeInList,
  WalkInTradeIn,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import {
  GRADABLE_STATUSES,
  offerTotals,
  payoutCents,
  quoteExpiry,
  type TradeInPayout,
  type TradeInStatus,
  tradeInNumber,
} from '../../../domain/trade-ins/trade-in.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DrawersService } from '../counter/drawers.service.ts';
import type { Inventory } from '../inventory/inventory.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type TradeInMailKind, tradeInMail } from '../mail/templates/trade-in-messages.tsx';
import type { StoreCreditService } from '../store-credit/store-credit.service.ts';
import type { BuyPricing } from './line-pricing.ts';
import {
  createTradeInQuotes,
  type LineRequest,
  type PricedRequest,
  printed,
} from './trade-in-quotes.ts';
import { mailLine, toTradeIn } from './trade-in-view.ts';
import type { TradeInRecord, TradeInsRepository } from './trade-ins.repository.ts';

export interface TradeInsDeps {
  db: Database;
  repository: TradeInsRepository;
  pricing: BuyPricing;
  inventory: Pick<Inventory, 'restock'>;
  ledger: Pick<StoreCreditService, 'credit'>;
  /** The store's open drawer, which cash payouts come out of (features/counter). */
  drawers: Pick<DrawersService, 'payTradeIn'>;
  mailer: Pick<Mailer, 'queue'>;
  audit: Pick<AuditRepository, 'record'>;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}

const PAYOUT_WORDS: Record<TradeInPayout, string> = { cash: 'Cash', credit: 'Store credit' };
const NOT_WANTED = 'The store has all the copies of this card it wants';

const invalidTransition = (message: string) =>
  new ConflictError(message, { code: 'invalid_transition' });

const isGradable = (status: TradeInStatus) =>
  (GRADABLE_STATUSES as readonly TradeInStatus[]).includes(status);

/**
 * Trade-ins (issue 28): a customer's sell list priced by the buylist's rules and capped at what
 * the store wants, graded at the counter, and paid once, in store credit or from the drawer,
 * with the cards going into stock at what was paid for them, all in one transaction.
 */
export function createTradeInsService({
  db,
  repository,
  pricing,
  inventory,
  ledger,
  drawers,
  mailer,
  audit,
  publicUrl,
  clock = () => new Date(),
}: TradeInsDeps) {
  const { priceRequests, requestsFor } = createTradeInQuotes({ repository, pricing, clock });

  async function queueMail(tx: Transaction, kind: TradeInMailKind, number: string) {
    const record = await repository.find(number, tx);
    if (!record) return;
    const { tradeIn, customer } = record;
    const lines = record.lines.filter((line) => line.rejectReason === null && line.quantity > 0);
    await mailer.queue(tx, {
      // A trade-in is submitted and paid once, but may get more than one revised offer.
      key:
        kind === 'trade_in_offered'
          ? `${kind}:${number}:${clock().getTime()}`
          : `${kind}:${number}`,
      kind,
      to: customer.email,
      content: tradeInMail(kind, {
        firstName: customer.firstName,
        number,
        store: tradeIn.location,
        payout: PAYOUT_WORDS[tradeIn.payout],
        lines: lines.map((line) => mailLine(line, tradeIn.payout)),
        total: formatDollars(tradeIn.paidCents ?? payoutCents(lines, tradeIn.payout)),
        publicUrl,
      }),
    });
  }

  /** Writes a new trade-in from priced lines, or refuses one the store wants nothing of. */
  async function create(
    tx: Transaction,
    input: SubmitTradeIn & { customerId: number; status: 'submitted' | 'received' },
    by: string | null,
  ): Promise<{ number: string; notices: string[] }> {
    const requests = await requestsFor(tx, input.location, input.lines, 'lines');
    const { priced, notices } = await priceRequests(tx, input.location, requests, {
      offers: 'open',
      used: new Map(),
    });
    const lines = priced.map((each) => each.line).filter((line) => line.quantity > 0);
    if (lines.length === 0) {
      throw new ConflictError('The store wants none of these cards now.', { code: 'not_wanted' });
    }
    const totals = offerTotals(lines.map((line) => ({ ...line, rejectReason: null })));
    const now = clock();
    const number = tradeInNumber(input.location, await repository.nextSequence(tx, input.location));
    await repository.insert(
      tx,
      {
        number,
        location: input.location,
        customerId: input.customerId,
        status: input.status,
        payout: input.payout,
        quotedCashCents: totals.cashCents,
        quotedCreditCents: totals.creditCents,
        expiresAt: quoteExpiry(now),
        staffLabel: by,
      },
      lines,
    );
    return { number, notices };
  }

  async function answer(number: string, notices: readonly string[] = []): Promise<TradeIn> {
    const record = await repository.find(number);
    if (!record) throw new NotFoundError('No trade-in of that number.');
    return toTradeIn(record, notices);
  }

  /** A trade-in locked for a change, after its prices lapse if their time is up. */
  async function lockTradeIn(tx: Transaction, number: string): Promise<TradeInRecord> {
    await repository.expireDue(tx, { number }, clock());
    const record = await repository.lock(tx, number);
    if (!record) throw new NotFoundError('No trade-in of that number.');
    return record;
  }

  async function lockForStaff(tx: Transaction, actor: StaffActor, number: string, action: string) {
    const record = await lockTradeIn(tx, number);
    assertStoreAccess(actor, record.tradeIn.location, action);
    return record;
  }

  async function lockForCustomer(tx: Transaction, customerId: number, number: string) {
    const record = await lockTradeIn(tx, number);
    // Another customer's trade-in is answered as if it did not exist.
    if (record.tradeIn.customerId !== customerId) {
      throw new NotFoundError('No trade-in of that number.');
    }
    return record;
  }

  /**
   * Checks the lines against the store's stock now (its row locked), in order: a line beyond
   * the target is trimmed. Answers each line's card row (added when the store has none).
   */
  async function stockLines(tx: Transaction, record: TradeInRecord) {
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
    const { priced } = await priceRequests(tx, tradeIn.location, requests, {
      offers: 'none',
      used: new Map(),
    });
    return bought.map((line, index) => ({ line, priced: priced[index] as PricedRequest }));
  }

  return {
    async submit(customerId: number, input: SubmitTradeIn): Promise<TradeIn> {
      const { number, notices } = await db.transaction(async (tx) => {
        const created = await create(tx, { ...input, customerId, status: 'submitted' }, null);
        await queueMail(tx, 'trade_in_submitted', created.number);
        return created;
      });
      return answer(number, notices);
    },

    async walkIn(actor: StaffActor, input: WalkInTradeIn): Promise<TradeIn> {
      assertStoreAccess(actor, input.location, 'take a trade-in');
      const { number, notices } = await db.transaction(async (tx) => {
        if (!(await repository.customer(tx, input.customerId))) {
          const message = 'No customer of that id';
          throw new BadRequestError(`${message}.`, { fields: { customerId: message } });
        }
        const created = await create(tx, { ...input, status: 'received' }, actor.label);
        await audit.record(tx, {
          actor,
          location: input.location,
          entity: 'trade_in',
          entityId: created.number,
          action: 'create',
          before: null,
          after: { customerId: input.customerId, lines: input.lines.length },
        });
        return created;
      });
      return answer(number, notices);
    },

    async mine(customerId: number): Promise<TradeInList> {
      await repository.expireDue(db, { customerId }, clock());
      const records = await repository.listForCustomer(customerId);
      return { items: records.map((record) => toTradeIn(record)) };
    },

    async cancel(customerId: number, number: string): Promise<TradeIn> {
      await db.transaction(async (tx) => {
        const { tradeIn } = await lockForCustomer(tx, customerId, number);
        if (tradeIn.status !== 'submitted') {
          throw invalidTransition(
            `A trade-in is cancelled only while submitted; this one is ${tradeIn.status}.`,
          );
        }
        await repository.update(tx, tradeIn.id, { status: 'cancelled' });
      });
      return answer(number);
    },

    /** The customer's answer to a revised offer: accepted, it waits for staff to pay; declined, it ends. */
    async respond(customerId: number, number: string, accept: boolean): Promise<TradeIn> {
      await db.transaction(async (tx) => {
        const { tradeIn } = await lockForCustomer(tx, customerId, number);
        if (tradeIn.status !== 'offered') {
          throw invalidTransition('This trade-in has no offer waiting for an answer.');
        }
        await repository.update(tx, tradeIn.id, { status: accept ? 'received' : 'declined' });
      });
      return answer(number);
    },

    async queue(actor: StaffActor, query: AdminTradeInsQuery): Promise<TradeInList> {
      assertStoreAccess(actor, query.location, 'see its trade-ins');
      await repository.expireDue(db, { location: query.location }, clock());
      const records = await repository.listForStore(query);
      return { items: records.map((record) => toTradeIn(record)) };
    },

    async one(actor: StaffActor, number: string): Promise<TradeIn> {
      await repository.expireDue(db, { number }, clock());
      const record = await repository.find(number);
      if (!record) throw new NotFoundError('No trade-in of that number.');
      assertStoreAccess(actor, record.tradeIn.location, 'see its trade-ins');
      return toTradeIn(record);
    },

    /** Received, graded, lines added, and a revised offer sent: one change at a time or together. */
    async change(actor: StaffActor, number: string, change: TradeInChange): Promise<TradeIn> {
      const notices = await db.transaction(async (tx) => {
        const record = await lockForStaff(tx, actor, number, 'grade its trade-ins');
        const { tradeIn } = record;
        const grading =
          change.status !== undefined ||
          change.lines !== undefined ||
          change.addLines !== undefined;
        if (grading && !isGradable(tradeIn.status)) {
          throw invalidTransition(
            `This trade-in is ${tradeIn.status}: it can no longer be graded.`,
          );
        }
        const byId = new Map(record.lines.map((line) => [line.id, line]));
        const regraded: { id: number; request: LineRequest }[] = [];
        for (const [index, grade] of (change.lines ?? []).entries()) {
          const line = byId.get(grade.id);
          if (!line) {
            const message = 'No line of that id on this trade-in';
            throw new BadRequestError(`${message}.`, {
              fields: { [`lines.${index}.id`]: message },
            });
          }
          if (grade.rejectReason !== undefined) {
            await repository.updateLine(tx, line.id, { rejectReason: grade.rejectReason });
          }
          if (grade.condition || grade.finish || grade.quantity) {
            regraded.push({
              id: line.id,
              request: {
                identity: line,
                cardId: line.cardId,
                condition: grade.condition ?? line.condition,
                finish: grade.finish ?? line.finish,
                quantity: grade.quantity ?? line.quantity,
                field: `lines.${index}`,
              },
            });
          }
        }
        const changedIds = new Set(regraded.map((each) => each.id));
        // What the lines left as they are hold already counts against what the store wants.
        const used = new Map<string, number>();
        for (const line of record.lines) {
          if (changedIds.has(line.id) || line.rejectReason !== null) continue;
          const key = cardIdentityKey(line);
          used.set(key, (used.get(key) ?? 0) + line.quantity);
        }
        const added = await requestsFor(tx, tradeIn.location, change.addLines ?? [], 'addLines');
        const { priced, notices } = await priceRequests(
          tx,
          tradeIn.location,
          [...regraded.map((each) => each.request), ...added],
          { offers: 'open', except: tradeIn.id, used },
        );
        for (const [index, { id }] of regraded.entries()) {
          const { line } = priced[index] as PricedRequest;
          await repository.updateLine(tx, id, {
            condition: line.condition,
            finish: line.finish,
            quantity: line.quantity,
            cashCents: line.cashCents,
            creditCents: line.creditCents,
            ...(line.quantity === 0 && { rejectReason: NOT_WANTED }),
          });
        }
        await repository.addLines(
          tx,
          tradeIn.id,
          priced
            .slice(regraded.length)
            .map((each) => each.line)
            .filter((line) => line.quantity > 0),
        );
        let status: TradeInStatus = grading ? 'received' : tradeIn.status;
        if (change.offerToCustomer) {
          if (status !== 'received') {
            throw invalidTransition('Receive and grade the cards before sending an offer.');
          }
          status = 'offered';
        }
        await repository.update(tx, tradeIn.id, { status, staffLabel: actor.label });
        if (status === 'offered') await queueMail(tx, 'trade_in_offered', number);
        await audit.record(tx, {
          actor,
          location: tradeIn.location,
          entity: 'trade_in',
          entityId: number,
          action: 'update',
          before: { status: tradeIn.status },
          after: { status, change },
        });
        return notices;
      });
      return answer(number, notices);
    },

    /**
     * Pays a trade-in and stocks its cards, once: a second accept answers the first's result.
     * Lines beyond what the store still wants are trimmed and the accept refused
     * (`trade_in_trimmed`, naming them) before anything is paid.
     */
    async accept(actor: StaffActor, number: string, payout: TradeInPayout): Promise<TradeIn> {
      const trimmed = await db.transaction(async (tx) => {
        const record = await lockForStaff(tx, actor, number, 'accept its trade-ins');
        const { tradeIn } = record;
        if (tradeIn.status === 'accepted') return {};
        if (tradeIn.status === 'offered') {
          throw invalidTransition('This revised offer is waiting for the customer’s answer.');
        }
        if (!isGradable(tradeIn.status)) {
          throw invalidTransition(
            `This trade-in is ${tradeIn.status}: it can no longer be accepted.`,
          );
        }
        // Accepts of one store wait for each other here, so each sees the stock the last left.
        await repository.lockStore(tx, tradeIn.location);
        const stocked = await stockLines(tx, record);
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
        if (Object.keys(cut).length > 0) return cut;

        const paid = payoutCents(record.lines, payout);
        if (paid > 0 && payout === 'credit') {
          await ledger.credit(tx, 'trade_in', {
            customerId: tradeIn.customerId,
            amountCents: paid,
            location: tradeIn.location,
            by: { kind: 'staff', staff: actor },
            note: `Trade-in ${number}`,
          });
        }
        if (paid > 0 && payout === 'cash') {
          await drawers.payTradeIn(tx, tradeIn.location, {
            amountCents: paid,
            tradeInNumber: number,
            by: actor.label,
          });
        }
        const counts = new Map<number, number>();
        for (const { line, priced } of stocked) {
          const cardId =
            priced.targetId ??
            (await repository.ensureCard(tx, tradeIn.location, line, priced.sellCents));
          await repository.setCost(
            tx,
            cardId,
            payout === 'cash' ? line.cashCents : line.creditCents,
          );
          counts.set(cardId, (counts.get(cardId) ?? 0) + line.quantity);
        }
        await inventory.restock(
          tx,
          'card',
          [...counts].map(([itemId, count]) => ({ itemId, count })),
          'add',
          { reason: 'trade_in', reference: number, by: { kind: 'staff', staff: actor } },
        );
        await repository.update(tx, tradeIn.id, {
          status: 'accepted',
          payout,
          paidCents: paid,
          acceptedAt: clock(),
          staffLabel: actor.label,
        });
        await queueMail(tx, 'trade_in_accepted', number);
        await audit.record(tx, {
          actor,
          location: tradeIn.location,
          entity: 'trade_in',
          entityId: number,
          action: 'update',
          before: { status: tradeIn.status },
          after: { status: 'accepted', payout, paid: formatDollars(paid) },
        });
        return {};
      });
      if (Object.keys(trimmed).length > 0) {
        throw new ConflictError(
          'The store wants fewer of some cards than this trade-in holds now: those lines are trimmed. Check them and accept again.',
          { code: 'trade_in_trimmed', fields: trimmed },
        );
      }
      return answer(number);
    },

    /** Declines a trade-in: the cards go back, and nothing but its status is written. */
    async decline(actor: StaffActor, number: string): Promise<TradeIn> {
      await db.transaction(async (tx) => {
        const { tradeIn } = await lockForStaff(tx, actor, number, 'decline its trade-ins');
        if (!isGradable(tradeIn.status) && tradeIn.status !== 'offered') {
          throw invalidTransition(
            `This trade-in is ${tradeIn.status}: it can no longer be declined.`,
          );
        }
        await repository.update(tx, tradeIn.id, { status: 'declined', staffLabel: actor.label });
      });
      return answer(number);
    },
  };
}

export type TradeInsService = ReturnType<typeof createTradeInsService>;
