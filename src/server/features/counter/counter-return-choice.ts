// Which lines of a sale or order come back, and what each gives back: never more than sold less
// returned, never a gift card, an online order's entry only by its drop.
import type { counterReturnRequestSchema } from '../../../domain/counter/counter-return.contract.ts';
import {
  type ReturnShare,
  returnableQuantity,
  returnShare,
} from '../../../domain/counter/return-share.rules.ts';
import { discountableCents, GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { spreadCents } from '../../../domain/money/spread-cents.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { customerOrders } from '../../db/schema/index.ts';
import { BadRequestError, ConflictError } from '../../errors.ts';
import type { CounterReturnsRepository } from './counter-returns.repository.ts';

export type ReturnRequest = z.output<typeof counterReturnRequestSchema>;
export type OrderRow = typeof customerOrders.$inferSelect;
type LineRow = Awaited<ReturnType<CounterReturnsRepository['linesWithReturned']>>[number];

/**
 * A gift card is money, never brought back. An event entry comes back only from a counter sale:
 * online, a drop refunds it by itself, while an entry paid at the counter is given back here.
 */
function refusal(order: OrderRow, itemType: string): string | null {
  if (itemType === GIFT_CARD) return 'Not returned at the counter';
  if (itemType === EVENT_ENTRY && order.channel !== 'counter') return 'Refunded when dropped';
  return null;
}

/** A line chosen to come back, with what it gives back. */
export interface ChosenLine {
  row: LineRow;
  quantity: number;
  restock: boolean;
  share: ReturnShare;
}

/**
 * What each line of the order was paid after every discount, without tax. A counter line's
 * total is already after its own and the sale's discount; an online line keeps its price before
 * the loyalty discount, spread over the lines in proportion as checkout spread it.
 */
function paidCentsOf(order: OrderRow, rows: readonly LineRow[]): number[] {
  const totals = rows.map((row) => row.line.totalPriceCents);
  if (order.channel === 'counter') return totals;
  const weights = rows.map((row, index) =>
    discountableCents({ itemType: row.line.itemType, amountCents: totals[index] ?? 0 }),
  );
  const discounts = spreadCents(order.discountCents, weights);
  return totals.map((total, index) => total - (discounts[index] ?? 0));
}

export function choose(
  order: OrderRow,
  rows: readonly LineRow[],
  request: ReturnRequest,
): ChosenLine[] {
  const paid = paidCentsOf(order, rows);
  return request.lines.map((wanted, index) => {
    const at = rows.findIndex((row) => row.line.id === wanted.lineId);
    const row = rows[at];
    if (!row) {
      const message = `Line ${wanted.lineId} is not a line of ${order.orderNumber}.`;
      throw new BadRequestError(message, { fields: { [`lines.${index}.lineId`]: message } });
    }
    const { line } = row;
    const refused = refusal(order, line.itemType);
    if (refused) {
      throw new ConflictError(`${line.itemName} is not brought back at the counter.`, {
        code: 'not_returnable',
        fields: { [`lines.${index}.lineId`]: refused },
      });
    }
    const returnable = {
      quantity: line.quantity,
      paidCents: paid[at] ?? 0,
      taxCents: line.taxCents,
      returned: {
        quantity: row.returnedQuantity,
        paidCents: row.returnedPaidCents,
        taxCents: row.returnedTaxCents,
      },
    };
    const left = returnableQuantity(returnable);
    if (wanted.quantity > left) {
      const message = `Only ${left} of ${line.itemName} can come back: ${line.quantity} sold, ${row.returnedQuantity} returned already.`;
      throw new ConflictError(message, {
        code: 'return_exceeds_sold',
        fields: { [`lines.${index}.quantity`]: `At most ${left}` },
      });
    }
    return {
      row,
      quantity: wanted.quantity,
      // An entry brought back always gives its seat up (its kind's putBack): never a refund
      // with the seat kept.
      restock: wanted.restock || line.itemType === EVENT_ENTRY,
      share: returnShare(returnable, wanted.quantity),
    };
  });
}

/** The return in the refund's reason, so the order's refunds show what came back. */
export const returnReason = (returnNumber: string, chosen: readonly ChosenLine[]) =>
  `Return ${returnNumber}: ${chosen
    .map(
      (one) =>
        `${one.quantity} × ${one.row.line.itemName}${one.restock ? '' : ' (damaged, not restocked)'}`,
    )
    .join(', ')}`;
