import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import { expectedCents } from '../../../domain/counter/drawer.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import { totalsOf } from './drawer-view.ts';
import type { DrawerRow, DrawersRepository } from './drawers.repository.ts';

const drawerClosed = (
  register: string,
  doing: 'taking cash' | 'paying cash back' | 'paying for a trade-in',
) =>
  new ConflictError(`Open the ${register} register's drawer before ${doing}.`, {
    code: 'drawer_closed',
  });

/**
 * Cash that is not in the drawer cannot be paid out of it: a paid-out, a return's cash or a
 * trade-in's is refused beyond what the drawer should hold, which would count an empty till
 * as over. `instead` says what to do; `field` is the request's field that asked for it.
 */
export async function assertHolds(
  repository: DrawersRepository,
  tx: Transaction,
  drawer: DrawerRow,
  amountCents: number,
  instead: string,
  field?: string,
): Promise<void> {
  const movements = (await repository.movementsOf([drawer.id], tx)).get(drawer.id) ?? [];
  const holds = expectedCents(totalsOf(drawer, movements));
  if (amountCents <= holds) return;
  const message = `The drawer should hold ${formatDollars(holds)}; ${instead}.`;
  throw new ConflictError(message, {
    code: 'not_enough_cash',
    ...(field ? { fields: { [field]: message } } : {}),
  });
}

/**
 * The cash other features move through a drawer in their own transactions: a sale's (checked
 * open first, then taken in), a return's paid back and a trade-in's paid out.
 */
export function createDrawerCash(repository: DrawersRepository) {
  return {
    /**
     * Checks, before a sale is written, that the register has an open drawer for its cash.
     */
    async assertOpen(
      tx: Transaction,
      location: Location,
      register: string,
    ): Promise<Pick<DrawerRow, 'id' | 'register'>> {
      const drawer = await repository.lockOpen(tx, location, register);
      if (!drawer) throw drawerClosed(register, 'taking cash');
      return drawer;
    },

    /** A cash sale's cash into its register's drawer, in the sale's transaction. */
    async takeCash(
      tx: Transaction,
      drawerId: number,
      cash: { amountCents: number; receiptNumber: string; by: string },
    ): Promise<void> {
      await repository.addMovement(tx, {
        drawerId,
        kind: 'cash_sale',
        amountCents: cash.amountCents,
        reason: null,
        reference: cash.receiptNumber,
        by: cash.by,
      });
    },

    /**
     * A return's cash out of its register's open drawer, in the return's transaction, so the
     * cash the drawer should hold drops by it; no open drawer is `drawer_closed`.
     */
    async payOutCash(
      tx: Transaction,
      till: { location: Location; register: string },
      cash: { amountCents: number; returnNumber: string; by: string },
    ): Promise<void> {
      const drawer = await repository.lockOpen(tx, till.location, till.register);
      if (!drawer) throw drawerClosed(till.register, 'paying cash back');
      await assertHolds(
        repository,
        tx,
        drawer,
        cash.amountCents,
        'give it back in store credit, or put cash in with Paid in first',
      );
      await repository.addMovement(tx, {
        drawerId: drawer.id,
        kind: 'cash_refund',
        amountCents: cash.amountCents,
        reason: null,
        reference: cash.returnNumber,
        by: cash.by,
      });
    },

    /**
     * A trade-in's cash out of the store's main drawer, in the accept's transaction, so end of
     * day counts it; no open drawer is `drawer_closed`.
     */
    async payTradeIn(
      tx: Transaction,
      location: Location,
      cash: { amountCents: number; tradeInNumber: string; by: string },
    ): Promise<void> {
      const drawer = await repository.lockOpen(tx, location, MAIN_REGISTER);
      if (!drawer) throw drawerClosed(MAIN_REGISTER, 'paying for a trade-in');
      await assertHolds(
        repository,
        tx,
        drawer,
        cash.amountCents,
        'pay this trade-in in store credit, or put cash in with Paid in first',
      );
      await repository.addMovement(tx, {
        drawerId: drawer.id,
        kind: 'trade_in_payout',
        amountCents: cash.amountCents,
        reason: null,
        reference: cash.tradeInNumber,
        by: cash.by,
      });
    },
  };
}
