import type { StaffActor } from '../../../domain/admin/permissions.ts';
import type { StockMovementReason } from '../../../domain/inventory/stock-movements.contract.ts';

/** Who moves stock: a staff member, a customer buying for themselves, or the shop on its own. */
export type StockMover =
  | { kind: 'staff'; staff: StaffActor }
  | { kind: 'customer'; customerId: number }
  | { kind: 'system' };

/** Why a write moves stock, which every write to the inventory must say. */
export interface StockCause {
  reason: StockMovementReason;
  /** What the reason names (an order number, an import's id); null when nothing does. */
  reference: string | null;
  by: StockMover;
}
