import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import type {
  LedgerEntry,
  LedgerPageQuery,
  StoreCredit,
} from '../../../domain/store-credit/store-credit.contract.ts';
import {
  describeEntry,
  type LedgerKind,
  MAX_BALANCE_CENTS,
} from '../../../domain/store-credit/store-credit.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import type { EntryRow, HistoryRow, StoreCreditRepository } from './store-credit.repository.ts';

/** Who wrote an entry: staff, the customer themselves (a checkout), or the shop (a lapse). */
export type LedgerActor =
  | { kind: 'staff'; staff: StaffActor }
  | { kind: 'customer'; customerId: number }
  | { kind: 'shop' };

/** What an entry belongs to; any that apply. */
export interface LedgerReference {
  orderId?: number | null;
  checkoutId?: number | null;
  registrationId?: number | null;
  tournamentId?: number | null;
  giftCardId?: number | null;
}

/** A change to one customer's credit. `amountCents` is always positive: the call says which way. */
export interface LedgerChange {
  customerId: number;
  amountCents: number;
  location: Location;
  by: LedgerActor;
  for?: LedgerReference;
  /** Shown to the customer as the entry's description; staff entries always carry one. */
  note?: string | null;
}

/** Kinds that add credit. */
export type CreditKind = Extract<
  LedgerKind,
  'issued' | 'adjustment' | 'prize' | 'gift_card' | 'refund' | 'trade_in'
>;

/** A written entry, with the balance it left. */
export type WrittenEntry = EntryRow;

export interface Hold {
  holdId: number;
  entry: WrittenEntry;
}

/** How many expired holds one sweep releases at most, each in its own transaction. */
const SWEEP_BATCH = 100;

export function toLedgerEntry(row: HistoryRow): LedgerEntry {
  return {
    id: row.id,
    amount: formatPrice(row.amountCents),
    kind: row.kind,
    location: row.location,
    description: describeEntry(row),
    createdAt: row.createdAt.toISOString(),
    balanceAfter: formatPrice(row.balanceAfterCents),
  };
}

export const insufficientCredit = (balanceCents: number) =>
  new ConflictError(
    `That is more than the ${formatPrice(balanceCents)} of store credit on the account.`,
    { code: 'insufficient_credit' },
  );

const overBalanceLimit = (balanceCents: number) =>
  new ConflictError(
    `An account holds at most ${formatDollars(MAX_BALANCE_CENTS)} of store credit; it has ${formatDollars(balanceCents)}.`,
    { code: 'balance_limit' },
  );

/**
 * The store-credit ledger. Every write takes the caller's transaction, so the credit moves
 * with whatever it belongs to (an order, a refund, a prize) or not at all; a refused write
 * throws, and the caller's transaction then writes nothing.
 *
 * - `credit(tx, kind, change)`: adds credit (issued, prize, refund, gift card, trade-in).
 * - `spend(tx, change)`: takes credit at once; `insufficient_credit` beyond the balance.
 * - `adjust(tx, signedCents, change)`: staff's correction either way.
 * - `hold(tx, change & { checkoutId, expiresAt })`: a checkout beginning takes the credit
 *   (a `spent` entry) until `settleHold` (paid) or `releaseHold` (failed, abandoned), or
 *   until `expiresAt`, when `releaseExpiredHolds` gives it back.
 */
export function createStoreCreditService({
  db,
  repository,
  clock = () => new Date(),
}: {
  db: Database;
  repository: StoreCreditRepository;
  clock?: (() => Date) | undefined;
}) {
  async function append(
    tx: Transaction,
    kind: LedgerKind,
    signedCents: number,
    change: LedgerChange,
  ): Promise<WrittenEntry> {
    if (!Number.isInteger(signedCents) || signedCents === 0) {
      throw new Error(`a ledger entry needs a whole, non-zero number of cents, not ${signedCents}`);
    }
    const balanceAfter = await repository.changeBalance(tx, change.customerId, signedCents);
    if (balanceAfter === null) {
      const balance = await repository.balance(change.customerId, tx);
      throw signedCents < 0 ? insufficientCredit(balance) : overBalanceLimit(balance);
    }
    const { by } = change;
    return repository.insertEntry(tx, {
      customerId: change.customerId,
      amountCents: signedCents,
      kind,
      location: change.location,
      staffLabel: by.kind === 'staff' ? by.staff.label : null,
      employeeId: by.kind === 'staff' ? by.staff.employeeId : null,
      actorCustomerId: by.kind === 'customer' ? by.customerId : null,
      ...change.for,
      note: change.note ?? null,
      balanceAfterCents: balanceAfter,
    });
  }

  const positive = (cents: number) => {
    if (cents <= 0) throw new Error(`expected a positive amount of cents, not ${cents}`);
    return cents;
  };

  /**
   * The payment failed or was abandoned: the held credit comes back as a `released` entry,
   * once however many callers ask. Null when the hold had already ended.
   */
  async function releaseHold(tx: Transaction, holdId: number): Promise<WrittenEntry | null> {
    const hold = await repository.lockOpenHold(tx, holdId);
    if (!hold) return null;
    const entry = await append(tx, 'released', hold.amountCents, {
      customerId: hold.customerId,
      amountCents: hold.amountCents,
      location: hold.location,
      by: { kind: 'shop' },
      for: { checkoutId: hold.checkoutId },
    });
    await repository.markReleased(tx, holdId, entry.id);
    return entry;
  }

  return {
    credit(tx: Transaction, kind: CreditKind, change: LedgerChange): Promise<WrittenEntry> {
      return append(tx, kind, positive(change.amountCents), change);
    },

    spend(tx: Transaction, change: LedgerChange): Promise<WrittenEntry> {
      return append(tx, 'spent', -positive(change.amountCents), change);
    },

    /** Staff's correction: `signedCents` up or down, the change's amount ignored. */
    adjust(
      tx: Transaction,
      signedCents: number,
      change: Omit<LedgerChange, 'amountCents'>,
    ): Promise<WrittenEntry> {
      return append(tx, 'adjustment', signedCents, { ...change, amountCents: signedCents });
    },

    async hold(
      tx: Transaction,
      change: LedgerChange & { checkoutId: number | null; expiresAt: Date },
    ): Promise<Hold> {
      const entry = await append(tx, 'spent', -positive(change.amountCents), {
        ...change,
        for: { ...change.for, checkoutId: change.checkoutId },
      });
      const hold = await repository.insertHold(tx, {
        spentEntryId: entry.id,
        customerId: change.customerId,
        amountCents: change.amountCents,
        checkoutId: change.checkoutId,
        expiresAt: change.expiresAt,
      });
      return { holdId: hold.id, entry };
    },

    /** The payment went through: the held credit stays spent. False when the hold had already ended. */
    async settleHold(tx: Transaction, holdId: number): Promise<boolean> {
      const hold = await repository.lockOpenHold(tx, holdId);
      if (!hold) return false;
      await repository.settleHold(tx, holdId, clock());
      return true;
    },

    releaseHold,

    /** Gives back every hold past its payment's expiry; answers how many. */
    async releaseExpiredHolds(): Promise<number> {
      const due = await repository.expiredHoldIds(clock(), SWEEP_BATCH);
      let released = 0;
      for (const holdId of due) {
        const entry = await db.transaction((tx) => releaseHold(tx, holdId));
        if (entry) released += 1;
      }
      return released;
    },

    balance(customerId: number, reader?: Database | Transaction): Promise<number> {
      return repository.balance(customerId, reader);
    },

    /** A customer's balance and a page of their entries, newest first. */
    async history(customerId: number, query: LedgerPageQuery): Promise<StoreCredit> {
      const [balanceCents, page] = await Promise.all([
        repository.balance(customerId),
        repository.history(customerId, query),
      ]);
      return {
        balance: formatPrice(balanceCents),
        entries: page.rows.map(toLedgerEntry),
        nextCursor: page.nextCursor,
      };
    },
  };
}

export type StoreCreditService = ReturnType<typeof createStoreCreditService>;
