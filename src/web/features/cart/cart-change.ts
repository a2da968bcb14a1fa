import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { formatDollars } from '../../../domain/money/money.ts';

const keyOf = (item: CartItem) => `${item.type}-${item.id}`;

/**
 * What changed between two states of the open cart, as a screen reader is told it: a line's
 * new quantity or its removal, with the new total. Null when no line changed (a line added
 * elsewhere has its own toast).
 */
export function cartChange(
  before: readonly CartItem[],
  after: readonly CartItem[],
  totalCents: number,
): string | null {
  const now = new Map(after.map((item) => [keyOf(item), item]));
  const total = after.length === 0 ? 'Your cart is empty.' : `Total ${formatDollars(totalCents)}.`;
  for (const item of before) {
    const current = now.get(keyOf(item));
    if (!current) return `Removed ${item.name}. ${total}`;
    if (current.quantity !== item.quantity) {
      return `${item.name}: quantity ${current.quantity}. ${total}`;
    }
  }
  return null;
}
