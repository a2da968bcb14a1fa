import type { CounterSaleRequest } from '../../../domain/counter/counter-sale.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { type DraftDiscount, type DraftLine, discountInput } from './sale-draft.ts';
import { type DraftTender, tenderInput } from './tender-draft.ts';

export interface SaleDraft {
  lines: readonly DraftLine[];
  discount: DraftDiscount | null;
  customerId: number | null;
  /** The register this screen rings on: its drawer takes the cash. */
  register: string;
  tenders: readonly DraftTender[];
}

/** The sale as `POST /api/admin/counter/sales` takes it: items and quantities, never totals. */
export function saleRequest(location: Location, draft: SaleDraft): CounterSaleRequest {
  return {
    location,
    register: draft.register,
    ...(draft.customerId !== null ? { customerId: draft.customerId } : {}),
    lines: draft.lines.map((line) => ({
      itemType: line.itemType,
      // A gift card has no item: the sale issues one of the amount typed.
      ...(line.itemId === null
        ? { amount: formatPrice(line.listPriceCents) }
        : { itemId: line.itemId }),
      quantity: line.quantity,
      ...(line.override
        ? { unitPrice: formatPrice(line.override.priceCents), priceReason: line.override.reason }
        : {}),
      ...(line.discount ? { discount: discountInput(line.discount) } : {}),
    })),
    ...(draft.discount ? { discount: discountInput(draft.discount) } : {}),
    tenders: draft.tenders.map(tenderInput),
  };
}
