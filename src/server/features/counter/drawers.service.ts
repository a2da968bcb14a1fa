import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { MAIN_REGISTER } from '../../../domain/counter/counter-sale.contract.ts';
import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import {
  countedCents,
  type Denomination,
  type DrawerTotals,
  expectedCents,
  overShortCents,
} from '../../../domain/counter/drawer.rules.ts';
import { formatDollars, formatPrice } from '../../../domain/money/money.ts';
import { storeDate, storeInstant } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import { assertStoreAccess } from '../../store-access.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { DrawerMovementRow, DrawerRow, DrawersRepository } from './drawers.repository.ts';

const drawerClosed = (
  register: string,
  doing: 'taking cash' | 'paying cash back' | 'paying for a trade-in',
) =>
  new ConflictError(`Open the ${register} register's drawer before ${doing}.`, {
    code: 'drawer_closed',
  });

function totalsOf(drawer: DrawerRow, movements: readonly DrawerMovementRow[]): DrawerTotals {
  const sum = (kind: DrawerMovementRow['kind']) =>
    movements.filter((m) => m.kind === kind).reduce((total, m) => total + m.amountCents, 0);
  return {
    floatCents: drawer.floatCents,
    cashSalesCents: sum('cash_sale'),
    cashRefundsCents: sum('cash_refund'),
    paidInCents: sum('paid_in'),
    paidOutCents: sum('paid_out'),
    tradeInPayoutsCents: sum('trade_in_payout'),
  };
}

function toDrawer(drawer: DrawerRow, movements: readonly DrawerMovementRow[]): Drawer {
  const totals = totalsOf(drawer, movements);
  const counted = drawer.countedCents;
  return {
    id: drawer.id,
    location: drawer.location,
    register: drawer.register,
    status: drawer.status,
    openedAt: drawer.openedAt.toISOString(),
    openedBy: drawer.openedBy,
    float: formatPrice(totals.floatCents),
    cashSales: formatPrice(totals.cashSalesCents),
    cashRefunds: formatPrice(totals.cashRefundsCents),
    paidIn: formatPrice(totals.paidInCents),
    paidOut: formatPrice(totals.paidOutCents),
    tradeInPayouts: formatPrice(totals.tradeInPayoutsCents),
    expected: formatPrice(expectedCents(totals)),
    counted: counted === null ? null : formatPrice(counted),
    overShort: counted === null ? null : formatPrice(overShortCents(counted, totals)),
    closedAt: drawer.closedAt?.toISOString() ?? null,
    closedBy: drawer.closedBy,
    movements: [
      {
        kind: 'float',
        amount: formatPrice(drawer.floatCents),
        reason: null,
        reference: null,
        createdAt: drawer.openedAt.toISOString(),
        by: drawer.openedBy,
      },
      ...movements.map((movement) => ({
        kind: movement.kind,
        amount: formatPrice(movement.amountCents),
        reason: movement.reason,
        reference: movement.reference,
        createdAt: movement.createdAt.toISOString(),
        by: movement.by,
      })),
    ],
  };
}

/**
 * The cash drawers: opened with a counted float, one open per store and register, moved by cash
 * sales (from the sale's own transaction, `takeCash`), paid in and paid out, closed with a count.
 */
export function createDrawersService({
  db,
  repository,
  audit,
  clock = () => new Date(),
}: {
  db: Database;
  repository: DrawersRepository;
  audit: Pick<AuditRepository, 'record'>;
  clock?: (() => Date) | undefined;
}) {
  async function answer(drawerId: number): Promise<Drawer> {
    const drawer = await repository.find(drawerId);
    if (!drawer) throw new NotFoundError('Drawer not found');
    return toDrawer(drawer, (await repository.movementsOf([drawer.id])).get(drawer.id) ?? []);
  }

  /** A drawer of a store this member of staff works at, locked for the change. */
  async function lockFor(tx: Transaction, actor: StaffActor, id: number, action: string) {
    const drawer = await repository.lock(tx, id);
    if (!drawer) throw new NotFoundError('Drawer not found');
    assertStoreAccess(actor, drawer.location, action);
    if (drawer.status !== 'open') {
      throw new ConflictError('This drawer is closed.', { code: 'drawer_closed' });
    }
    return drawer;
  }

  /**
   * Cash that is not in the drawer cannot be paid out of it: a paid-out, a return's cash or a
   * trade-in's is refused beyond what the drawer should hold, which would count an empty till
   * as over. `instead` says what to do; `field` is the request's field that asked for it.
   */
  async function assertHolds(
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

  return {
    async open(
      actor: StaffActor,
      input: { location: Location; register: string | null; float: number },
    ): Promise<Drawer> {
      assertStoreAccess(actor, input.location, 'open a drawer');
      const register = input.register ?? MAIN_REGISTER;
      try {
        const drawer = await db.transaction(async (tx) => {
          const row = await repository.insert(tx, {
            location: input.location,
            register,
            floatCents: input.float,
            openedBy: actor.label,
          });
          await audit.record(tx, {
            actor,
            location: input.location,
            entity: 'cash_drawer',
            entityId: row.id,
            action: 'create',
            before: null,
            after: { register, float: formatPrice(input.float) },
          });
          return row;
        });
        return answer(drawer.id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ConflictError(`The ${register} register already has an open drawer.`, {
          code: 'drawer_open',
        });
      }
    },

    async move(
      actor: StaffActor,
      id: number,
      input: { kind: 'paid_in' | 'paid_out'; amount: number; reason: string },
    ): Promise<Drawer> {
      await db.transaction(async (tx) => {
        const drawer = await lockFor(tx, actor, id, 'move its cash');
        if (input.kind === 'paid_out') {
          await assertHolds(tx, drawer, input.amount, 'pay out no more than that', 'amount');
        }
        await repository.addMovement(tx, {
          drawerId: id,
          kind: input.kind,
          amountCents: input.amount,
          reason: input.reason,
          reference: null,
          by: actor.label,
        });
      });
      return answer(id);
    },

    async close(
      actor: StaffActor,
      id: number,
      input: { counted: number; denominations?: Partial<Record<Denomination, number>> | undefined },
    ): Promise<Drawer> {
      if (input.denominations && countedCents(input.denominations) !== input.counted) {
        const message = `The bills and coins come to ${formatPrice(countedCents(input.denominations))}, not ${formatPrice(input.counted)}.`;
        throw new BadRequestError(message, { fields: { counted: message } });
      }
      await db.transaction(async (tx) => {
        const drawer = await lockFor(tx, actor, id, 'close its drawer');
        const movements = (await repository.movementsOf([id], tx)).get(id) ?? [];
        const totals = totalsOf(drawer, movements);
        await repository.close(tx, id, {
          countedCents: input.counted,
          denominations: input.denominations ?? null,
          closedBy: actor.label,
          closedAt: clock(),
        });
        await audit.record(tx, {
          actor,
          location: drawer.location,
          entity: 'cash_drawer',
          entityId: id,
          action: 'update',
          before: { status: 'open' },
          after: {
            status: 'closed',
            expected: formatPrice(expectedCents(totals)),
            counted: formatPrice(input.counted),
            overShort: formatPrice(overShortCents(input.counted, totals)),
          },
        });
      });
      return answer(id);
    },

    /** The store's open drawers and those closed today (store time). */
    async list(actor: StaffActor, location: Location): Promise<{ drawers: Drawer[] }> {
      assertStoreAccess(actor, location, 'see its drawers');
      const today = storeInstant(`${storeDate(clock())} 00:00`);
      const drawers = await repository.listed(location, today);
      const movements = await repository.movementsOf(drawers.map((drawer) => drawer.id));
      return {
        drawers: drawers.map((drawer) => toDrawer(drawer, movements.get(drawer.id) ?? [])),
      };
    },

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

export type DrawersService = ReturnType<typeof createDrawersService>;
