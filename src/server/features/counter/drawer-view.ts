import type { Drawer } from '../../../domain/counter/drawer.contract.ts';
import {
  type DrawerTotals,
  expectedCents,
  overShortCents,
} from '../../../domain/counter/drawer.rules.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { DrawerMovementRow, DrawerRow } from './drawers.repository.ts';

/** What a drawer's float and movements come to, by kind, as its rules add them up. */
export function totalsOf(drawer: DrawerRow, movements: readonly DrawerMovementRow[]): DrawerTotals {
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

/** The one mapping from a drawer and its movements to the API shape. */
export function toDrawer(drawer: DrawerRow, movements: readonly DrawerMovementRow[]): Drawer {
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
