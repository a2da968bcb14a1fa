import { and, eq } from 'drizzle-orm';
import type {
  StockMovement,
  StockMovementsQuery,
} from '../../../domain/inventory/stock-movements.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { type KeysetOrder, selectPage } from '../../db/keyset.ts';
import { stockMovements } from '../../db/schema/index.ts';
import type { StockMoved } from './sellable-kind.ts';
import type { StockCause } from './stock-cause.ts';

type MovementRow = typeof stockMovements.$inferSelect;

/** Ids grow with each insert, so the id alone orders newest first and stays unique. */
const newestFirst: KeysetOrder<MovementRow> = {
  keys: [stockMovements.id],
  direction: 'desc',
  values: (row) => [row.id],
};

function toMovement(row: MovementRow): StockMovement {
  const kind = row.staffLabel !== null ? 'staff' : row.customerId !== null ? 'customer' : 'system';
  return {
    id: row.id,
    itemType: row.itemType,
    itemId: row.itemId,
    delta: row.delta,
    reason: row.reason,
    reference: row.reference,
    by: { kind, label: row.staffLabel, customerId: row.customerId },
    at: row.createdAt.toISOString(),
  };
}

/** The columns that say who moved stock. */
function moverColumns({ by }: StockCause) {
  if (by.kind === 'staff') {
    return { staffLabel: by.staff.label, employeeId: by.staff.employeeId, customerId: null };
  }
  return {
    staffLabel: null,
    employeeId: null,
    customerId: by.kind === 'customer' ? by.customerId : null,
  };
}

export function createStockMovementsRepository(db: Database) {
  return {
    /** Records what writes moved, in their transaction; a write that moved nothing leaves no row. */
    async record(
      tx: Transaction,
      itemType: string,
      moved: readonly StockMoved[],
      cause: StockCause,
    ): Promise<void> {
      const rows = moved
        .filter((each) => each.delta !== 0)
        .map((each) => ({
          ...each,
          itemType,
          reason: cause.reason,
          reference: cause.reference,
          ...moverColumns(cause),
        }));
      if (rows.length > 0) await tx.insert(stockMovements).values(rows);
    },

    /** One item's movements in one store, newest first. */
    page(query: StockMovementsQuery): Promise<Page<StockMovement>> {
      return selectPage(db, {
        table: stockMovements,
        where: and(
          eq(stockMovements.location, query.location),
          eq(stockMovements.itemType, query.itemType),
          eq(stockMovements.itemId, query.itemId),
        ),
        order: newestFirst,
        query,
        toItem: toMovement,
      });
    },
  };
}
