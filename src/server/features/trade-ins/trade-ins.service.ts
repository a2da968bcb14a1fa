import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import type {
  AdminTradeInsQuery,
  SubmitTradeIn,
  TradeIn,
  TradeInChange,
  TradeInList,
  TradeInQuote,
  TradeInQuoteQuery,
  WalkInTradeIn,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import {
  GRADABLE_STATUSES,
  type TradeInPayout,
  type TradeInStatus,
} from '../../../domain/trade-ins/trade-in.rules.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { BuyPricing } from './line-pricing.ts';
import { createTradeInGrading } from './trade-in-grading.ts';
import { createTradeInIntake } from './trade-in-intake.ts';
import { createTradeInLocks } from './trade-in-locks.ts';
import { createTradeInMail } from './trade-in-mail.ts';
import { createTradeInPayment, type TradeInPaymentDeps } from './trade-in-payment.ts';
import { createTradeInQuotes } from './trade-in-quotes.ts';
import { listed, toTradeIn } from './trade-in-view.ts';
import type { TradeInsRepository } from './trade-ins.repository.ts';

export interface TradeInsDeps extends Omit<TradeInPaymentDeps, 'repository' | 'quotes'> {
  db: Database;
  repository: TradeInsRepository;
  pricing: BuyPricing;
  mailer: Pick<Mailer, 'queue'>;
  audit: Pick<AuditRepository, 'record'>;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}

/** Trade-ins a page of the store's queue shows: a busy week's worth at a glance. */
/** Trade-ins a page, in the store's queue and in a customer's own list. */
const PAGE_SIZE = 50;

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
  const quotes = createTradeInQuotes({ repository, pricing, clock });
  const grade = createTradeInGrading({ repository, quotes });
  const settle = createTradeInPayment({ repository, quotes, inventory, ledger, drawers });
  const queueMail = createTradeInMail({ repository, mailer, publicUrl, clock });
  const create = createTradeInIntake({ repository, quotes, clock });
  const { answer, lockForStaff, lockForCustomer } = createTradeInLocks({ repository, clock });

  return {
    /** One card's price in the condition and finish offered, as a submitted list would get it. */
    async quote(query: TradeInQuoteQuery): Promise<TradeInQuote> {
      const { location, ...line } = query;
      const [priced] = await db.transaction(async (tx) => {
        const requests = await quotes.requestsFor(tx, location, [{ ...line, quantity: 1 }], null);
        return (
          await quotes.priceRequests(tx, location, requests, { offers: 'open', used: new Map() })
        ).priced;
      });
      if (!priced) throw new Error('a quote priced no line');
      return {
        ...line,
        cashPrice: formatPrice(priced.line.cashCents),
        creditPrice: formatPrice(priced.line.creditCents),
        wanted: priced.wanted,
      };
    },

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

    async mine(customerId: number, cursor: string | undefined): Promise<TradeInList> {
      await repository.expireDue(db, { customerId }, clock());
      return listed(await repository.pageForCustomer(customerId, cursor, PAGE_SIZE));
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
      return listed(await repository.pageForStore(query, PAGE_SIZE));
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
        const notices = await grade(tx, record, change);
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
        // Paid for cards in the store only: a list submitted online is received (and graded) first.
        if (tradeIn.status === 'submitted') {
          throw invalidTransition('Mark the cards received before accepting this trade-in.');
        }
        if (!isGradable(tradeIn.status)) {
          throw invalidTransition(
            `This trade-in is ${tradeIn.status}: it can no longer be accepted.`,
          );
        }
        const buying = record.lines.some((line) => line.rejectReason === null && line.quantity > 0);
        if (!buying) {
          throw invalidTransition('Nothing is left to buy on this trade-in: decline it instead.');
        }
        const settled = await settle(tx, record, payout, actor);
        if ('trimmed' in settled) return settled.trimmed;
        const paid = settled.paidCents;
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
