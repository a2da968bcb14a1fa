import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import { mayWriteEntry } from '../../../domain/store-credit/store-credit.rules.ts';
import type { Transaction } from '../../db/client.ts';
import { ForbiddenError } from '../../errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { CreditMail } from './credit-mail.ts';
import type { CreditCustomer } from './staff-credit.repository.ts';
import type { LedgerChange, WrittenEntry } from './store-credit.service.ts';

/** How staff's screens and the audit trail name a customer. */
export const nameOf = (customer: CreditCustomer): string =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
  customer.email ||
  `Customer ${customer.id}`;

/** Staff may give credit up to the store's limit; managers and the owner beyond it, or take it away. */
export function assertMayWrite(actor: StaffActor, cents: number, limitCents: number): void {
  if (!mayWriteEntry(actor, cents, limitCents)) {
    throw new ForbiddenError(
      cents < 0
        ? 'Taking credit away needs a manager or the owner.'
        : `Credit above ${formatDollars(limitCents)} needs a manager or the owner.`,
    );
  }
}

/** The ledger write a staff entry makes: credit, an adjustment or a prize. */
export type EntryWrite = (change: Omit<LedgerChange, 'amountCents'>) => Promise<WrittenEntry>;

/** Every entry staff write (by hand or as a prize) goes in the audit trail and, when it gives credit, to the customer's inbox. */
export function createStaffEntries({
  audit,
  mail,
}: {
  audit: Pick<AuditRepository, 'record'>;
  mail: CreditMail;
}) {
  return {
    /** Writes one staff entry with its audit record, and mails the customer credit they gained. */
    async write(
      tx: Transaction,
      actor: StaffActor,
      customer: CreditCustomer,
      write: EntryWrite,
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
    },
  };
}

export type StaffEntries = ReturnType<typeof createStaffEntries>;
