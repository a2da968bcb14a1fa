import { isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import {
  type CreditWritten,
  creditWrittenSchema,
  type LedgerPageQuery,
  type PrizePayouts,
  type PrizePayoutsRequest,
  type StaffCreditRequest,
  type StoreCredit,
  type StoreCreditSettings,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { amountProblem, mayWriteEntry } from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type IdempotentRequests, idempotentRequest } from '../idempotency/idempotent-requests.ts';
import type { CreditMail } from './credit-mail.ts';
import type { CreditCustomer, StaffCreditRepository } from './staff-credit.repository.ts';
import type { StoreCreditRepository } from './store-credit.repository.ts';
import {
  type LedgerChange,
  type StoreCreditService,
  toLedgerEntry,
  type WrittenEntry,
} from './store-credit.service.ts';

export interface StaffCreditDeps {
  db: Database;
  ledger: StoreCreditService;
  repository: Pick<StoreCreditRepository, 'issueLimit' | 'setIssueLimit'>;
  lookups: StaffCreditRepository;
  audit: Pick<AuditRepository, 'record'>;
  mail: CreditMail;
  /** A retried entry, sent with its first's Idempotency-Key, is written once. */
  idempotency: IdempotentRequests;
}

const nameOf = (customer: CreditCustomer): string =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
  customer.email ||
  `Customer ${customer.id}`;

function assertMayWrite(actor: StaffActor, cents: number, limitCents: number): void {
  if (!mayWriteEntry(actor, cents, limitCents)) {
    throw new ForbiddenError(
      cents < 0
        ? 'Taking credit away needs a manager or the owner.'
        : `Credit above ${formatDollars(limitCents)} needs a manager or the owner.`,
    );
  }
}

/** Staff's side of store credit: issuing and adjusting by hand, prizes, and the owner's limit. */
export function createStaffCreditService({
  db,
  ledger,
  repository,
  lookups,
  audit,
  mail,
  idempotency,
}: StaffCreditDeps) {
  /** Writes one staff entry with its audit record, and mails the customer credit they gained. */
  async function writeEntry(
    tx: Transaction,
    actor: StaffActor,
    customer: CreditCustomer,
    write: (change: Omit<LedgerChange, 'amountCents'>) => Promise<WrittenEntry>,
    change: Omit<LedgerChange, 'amountCents' | 'by' | 'customerId'>,
  ): Promise<WrittenEntry> {
    const entry = await write({
      ...change,
      customerId: customer.id,
      by: { kind: 'staff', staff: actor },
    });
    await audit.record(tx, {
      actor,
      location: entry.location,
      entity: 'store_credit',
      entityId: entry.id,
      action: 'create',
      before: null,
      after: {
        name: nameOf(customer),
        customerId: customer.id,
        kind: entry.kind,
        amount: formatPrice(entry.amountCents),
        note: entry.note,
        balanceAfter: formatPrice(entry.balanceAfterCents),
      },
    });
    if (entry.amountCents > 0) await mail.issued(tx, customer, entry);
    return entry;
  }

  /**
   * One prize per seat: a second payout is refused, so a replayed request or a second pass over
   * the roster pays nobody twice. The event row is locked, so two payouts cannot both pass.
   */
  async function assertNotPrizedYet(
    tx: Transaction,
    tournamentId: number,
    paid: { registrationId: number; player: CreditCustomer }[],
  ): Promise<void> {
    const prized = new Set(
      (await lookups.prizesPaid(tx, tournamentId)).map((prize) => prize.registrationId),
    );
    const fields: Record<string, string> = {};
    const names: string[] = [];
    paid.forEach(({ registrationId, player }, index) => {
      if (!prized.has(registrationId)) return;
      fields[`payouts.${index}.registrationId`] = 'Already paid a prize for this event';
      names.push(nameOf(player));
    });
    if (names.length === 0) return;
    throw new ConflictError(`Already paid a prize for this event: ${names.join(', ')}.`, {
      code: 'prize_already_paid',
      fields,
    });
  }

  return {
    /** Issue credit (or a prize) or adjust it either way, for one customer. */
    async write(
      actor: StaffActor,
      customerId: number,
      request: StaffCreditRequest,
      key?: string | undefined,
    ): Promise<CreditWritten> {
      const problem = amountProblem(request.kind, request.amount);
      if (problem) throw new BadRequestError(problem, { fields: { amount: problem } });
      assertStoreAccess(actor, request.location, 'give credit there');
      assertMayWrite(actor, request.amount, await repository.issueLimit(request.location));
      const claim = idempotentRequest('store_credit', key, customerId, request);
      return db.transaction(async (tx) => {
        const customer = await lookups.customer(tx, customerId);
        if (!customer) throw unknownCustomer(customerId);
        // Written already: the same entry again (a decrease retried may find no balance left).
        const replay = await idempotency.claim(tx, claim);
        if (replay) return creditWrittenSchema.parse(replay.answer);
        const entry = await writeEntry(
          tx,
          actor,
          customer,
          (change) =>
            request.kind === 'adjustment'
              ? ledger.adjust(tx, request.amount, change)
              : ledger.credit(tx, request.kind, { ...change, amountCents: request.amount }),
          { location: request.location, note: request.note },
        );
        const written = {
          entry: toLedgerEntry({ ...entry, orderNumber: null }),
          balance: formatPrice(entry.balanceAfterCents),
        };
        await idempotency.keep(tx, claim, written);
        return written;
      });
    },

    /** Prizes from an event's roster: one `prize` entry per player, all or none. */
    async payPrizes(
      actor: StaffActor,
      tournamentId: number,
      { payouts }: PrizePayoutsRequest,
    ): Promise<PrizePayouts> {
      const fields: Record<string, string> = {};
      const seen = new Set<number>();
      payouts.forEach(({ registrationId, amount }, index) => {
        const problem = amountProblem('prize', amount);
        if (problem) fields[`payouts.${index}.amount`] = problem;
        if (seen.has(registrationId))
          fields[`payouts.${index}.registrationId`] = 'Each player is paid once';
        seen.add(registrationId);
      });
      const [firstField, firstProblem] = Object.entries(fields)[0] ?? [];
      if (firstField) throw new BadRequestError(`${firstField}: ${firstProblem}`, { fields });

      return db.transaction(async (tx) => {
        const event = await lookups.lockEvent(tx, tournamentId);
        if (!event) throw new NotFoundError(`No tournament with id ${tournamentId}.`);
        assertStoreAccess(actor, event.location, 'give credit there');
        const limit = await repository.issueLimit(event.location, tx);
        for (const { amount } of payouts) assertMayWrite(actor, amount, limit);
        const players = new Map(
          (await lookups.seatedPlayers(tx, tournamentId, [...seen])).map((player) => [
            player.registrationId,
            player,
          ]),
        );
        const paid = payouts.map((payout) => {
          const player = players.get(payout.registrationId);
          if (!player) {
            throw new NotFoundError(
              `Registration ${payout.registrationId} is not a seated player of this event.`,
              { code: 'not_registered' },
            );
          }
          return { ...payout, player };
        });
        await assertNotPrizedYet(tx, tournamentId, paid);
        const written: PrizePayouts['payouts'] = [];
        for (const { registrationId, amount, player } of paid) {
          const entry = await writeEntry(
            tx,
            actor,
            player,
            (change) => ledger.credit(tx, 'prize', { ...change, amountCents: amount }),
            {
              location: event.location,
              note: `Prize: ${event.name}`,
              for: { registrationId, tournamentId },
            },
          );
          written.push({
            registrationId,
            customerId: player.id,
            entry: toLedgerEntry({ ...entry, orderNumber: null }),
          });
        }
        return { payouts: written };
      });
    },

    /** The prizes paid at an event so far, for its roster's Pay prizes to show. */
    async prizes(actor: StaffActor, tournamentId: number): Promise<PrizePayouts> {
      const event = await lookups.event(db, tournamentId);
      if (!event) throw new NotFoundError(`No tournament with id ${tournamentId}.`);
      assertStoreAccess(actor, event.location, 'see its prizes');
      const paid = await lookups.prizesPaid(db, tournamentId);
      return {
        payouts: paid.map(({ registrationId, entry }) => ({
          registrationId,
          customerId: entry.customerId,
          entry: toLedgerEntry({ ...entry, orderNumber: null }),
        })),
      };
    },

    /** A customer's balance and history as staff see it; 404 for an unknown customer. */
    async history(customerId: number, query: LedgerPageQuery): Promise<StoreCredit> {
      if (!(await lookups.customer(db, customerId))) throw unknownCustomer(customerId);
      return ledger.history(customerId, query);
    },

    async settings(actor: StaffActor, location: Location): Promise<StoreCreditSettings> {
      assertOwner(actor);
      return {
        location,
        staffIssueLimit: formatPrice(await repository.issueLimit(location)),
      };
    },

    async changeSettings(
      actor: StaffActor,
      location: Location,
      staffIssueLimitCents: number,
    ): Promise<StoreCreditSettings> {
      assertOwner(actor);
      const staffIssueLimit = formatPrice(staffIssueLimitCents);
      await db.transaction(async (tx) => {
        const before = await repository.setIssueLimit(tx, location, staffIssueLimitCents);
        await audit.record(tx, {
          actor,
          location,
          entity: 'store_credit_settings',
          entityId: location,
          action: 'update',
          before: { staffIssueLimit: formatPrice(before) },
          after: { staffIssueLimit },
        });
      });
      return { location, staffIssueLimit };
    },
  };
}

const unknownCustomer = (id: number) =>
  new NotFoundError(`No customer with id ${id}.`, { code: 'customer_not_found' });

function assertOwner(actor: StaffActor): void {
  if (!isOwner(actor))
    throw new ForbiddenError('Only the owner sees and sets the store-credit settings.');
}

export type StaffCreditService = ReturnType<typeof createStaffCreditService>;
