import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';
import type { DiscountInput } from '../../../domain/counter/counter-sale.contract.ts';
import { GIFT_CARD } from '../../../domain/gift-cards/gift-card.rules.ts';
import { itemKey } from '../../../domain/inventory/sellable-kinds.ts';
import { parsePrice } from '../../../domain/money/money.ts';
import { z } from '../../../domain/shared/zod.ts';

/** A discount as the manager typed it: an amount ("5.00") or a percentage ("10"), with a reason. */
export const draftDiscountSchema = z.object({
  kind: z.enum(['amount', 'percent']),
  value: z.string(),
  reason: z.string(),
});
export type DraftDiscount = z.infer<typeof draftDiscountSchema>;

/** A line of the sale being rung up, before the server prices it. */
export const draftLineSchema = z.object({
  key: z.string(),
  itemType: z.string(),
  /** Null for a gift card, which the sale issues. */
  itemId: z.number().int().nullable(),
  name: z.string(),
  /** A gift card's amount, as staff typed it. */
  listPriceCents: z.number().int(),
  /** What the lookup said can be sold now; null for a kind without counted stock. */
  stock: z.number().int().nullable(),
  quantity: z.number().int(),
  /** A manager's override of the unit price, with its reason. */
  override: z.object({ priceCents: z.number().int(), reason: z.string() }).nullable(),
  discount: draftDiscountSchema.nullable(),
});
export type DraftLine = z.infer<typeof draftLineSchema>;

export const MAX_QUANTITY = 999;

export type SaleAction =
  | { type: 'add'; item: CounterLookupItem }
  | { type: 'quantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'override'; key: string; override: DraftLine['override'] }
  | { type: 'discount'; key: string; discount: DraftDiscount | null }
  | { type: 'amount'; key: string; amountCents: number }
  | { type: 'clear' };

/** A lookup result's own key; the gift card, which has no item yet, has its kind's. */
export const lookupKey = (item: CounterLookupItem) =>
  item.itemId === null ? item.itemType : itemKey({ itemType: item.itemType, itemId: item.itemId });

/** Each gift card is a line of its own: the next free key of the kind. */
function giftCardKey(lines: readonly DraftLine[]): string {
  const taken = new Set(lines.map((line) => line.key));
  let n = 1;
  while (taken.has(`${GIFT_CARD}:${n}`)) n += 1;
  return `${GIFT_CARD}:${n}`;
}

const clampQuantity = (quantity: number) => Math.min(MAX_QUANTITY, Math.max(1, quantity));

/** The lines after one change: adding an item already on the sale counts one more of it. */
export function saleLines(lines: readonly DraftLine[], action: SaleAction): DraftLine[] {
  switch (action.type) {
    case 'add': {
      const gift = action.item.itemId === null;
      const key = gift ? giftCardKey(lines) : lookupKey(action.item);
      if (!gift && lines.some((line) => line.key === key))
        return lines.map((line) =>
          line.key === key ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line,
        );
      return [
        ...lines,
        {
          key,
          itemType: action.item.itemType,
          itemId: action.item.itemId,
          name: action.item.name,
          listPriceCents: parsePrice(action.item.price) ?? 0,
          stock: action.item.stock,
          quantity: 1,
          override: null,
          discount: null,
        },
      ];
    }
    case 'quantity':
      return lines.map((line) =>
        line.key === action.key ? { ...line, quantity: clampQuantity(action.quantity) } : line,
      );
    case 'remove':
      return lines.filter((line) => line.key !== action.key);
    case 'override':
      return lines.map((line) =>
        line.key === action.key ? { ...line, override: action.override } : line,
      );
    case 'discount':
      return lines.map((line) =>
        line.key === action.key ? { ...line, discount: action.discount } : line,
      );
    case 'amount':
      return lines.map((line) =>
        line.key === action.key ? { ...line, listPriceCents: action.amountCents } : line,
      );
    case 'clear':
      return [];
  }
}

export const unitPriceCents = (line: DraftLine) => line.override?.priceCents ?? line.listPriceCents;

/** The discount as the API takes it. */
export const discountInput = (discount: DraftDiscount): DiscountInput =>
  discount.kind === 'amount'
    ? { amount: discount.value, reason: discount.reason }
    : { percent: discount.value, reason: discount.reason };
