import { isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import {
  type CreditWritten,
  creditWrittenSchema,
  type LedgerPageQuery,
  type StaffCreditRequest,
  type StoreCredit,
  type StoreCreditSettings,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { amountProblem } from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type IdempotentRequests, idempotentRequest } from '../idempotency/idempotent-requests.ts';
import type { StaffCreditRepository } from './staff-credit.repository.ts';
import { assertMayWrite, type StaffEntries } from './staff-entries.ts';
import type { StoreCreditRepository } from './store-credit.repository.ts';
import { type StoreCreditService, toLedgerEntry } from './store-credit.service.ts';

export interface StaffCreditDeps {
  db: Database;
  ledger: StoreCreditService;
  repository: Pick<StoreCreditRepository, 'issueLimit' | 'setIssueLimit'>;
  lookups: StaffCreditRepository;
  audit: Pick<AuditRepository, 'record'>;
  entries: StaffEntries;
  /** A retried entry, sent with its first's Idempotency-Key, is written once. */
  idempotency: IdempotentRequests;
}

/** Staff's side of store credit: issuing and adjusting by hand, and the owner's limit. */
export function createStaffCreditService({
  db,
  ledger,
  repository,
  lookups,
  audit,
  entries,
  idempotency,
}: StaffCreditDeps) {
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
        const entry = await entries.write(
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
