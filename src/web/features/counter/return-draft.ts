import type { AdminOrder } from '../../../domain/admin/admin.contract.ts';
import type { CounterReturnRequest } from '../../../domain/counter/counter-return.contract.ts';
import type { CounterSale } from '../../../domain/counter/counter-sale.contract.ts';
import { tenderLabel } from '../../../domain/counter/receipt.rules.ts';
import { type RefundDestination, TENDER_LABELS } from '../../../domain/orders/tenders.ts';
import { EVENT_ENTRY } from '../../../domain/registrations/registration.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';

/** A line a return may bring back: how many were sold and how many came back already. */
export interface ReturnableLine {
  lineId: number;
  name: string;
  sold: number;
  returned: number;
  /** An event entry: bringing it back gives the player's seat up, with nothing to restock. */
  entry: boolean;
}

/** The sale or online order a return is for, as the return flow lists it. */
export interface ReturnSource {
  number: { receiptNumber: string } | { orderNumber: string };
  lines: ReturnableLine[];
  /** Money already given back on it, by returns and by staff's refunds of an amount. */
  refunded: string;
  /** The tenders that paid it, which "Original payment" gives back to, each as the receipt names it. */
  paidWith: { label: string; amount: string }[];
}

/** What the cashier chose for a line: the quantity as typed, and whether it goes back on the shelf. */
export interface LineChoice {
  quantity: string;
  restock: boolean;
}

/** A counter receipt number ("NLR-000123"); anything else is looked up as an online order. */
export const isReceiptNumber = (text: string) => /^[A-Z]{2,6}-\d{6,}$/.test(text);

export const saleSource = (sale: CounterSale): ReturnSource => ({
  number: { receiptNumber: sale.receiptNumber },
  lines: sale.lines.map((line) => ({
    lineId: line.lineId,
    name: line.name,
    sold: line.quantity,
    returned: line.returnedQuantity,
    entry: line.itemType === EVENT_ENTRY,
  })),
  refunded: sale.refundedAmount,
  paidWith: sale.tenders.map((tender) => ({ label: tenderLabel(tender), amount: tender.amount })),
});

export const orderSource = (order: AdminOrder): ReturnSource => ({
  number: { orderNumber: order.orderNumber },
  lines: order.items.map((item) => ({
    lineId: item.lineId,
    name: item.productName,
    sold: item.quantity,
    returned: item.returnedQuantity,
    entry: item.productType === EVENT_ENTRY,
  })),
  refunded: order.refundedAmount,
  paidWith: order.tenders.map(({ method, amount }) => ({ label: TENDER_LABELS[method], amount })),
});

/** A line's choice until the cashier changes it: nothing to return, restocked. */
export const NO_CHOICE: LineChoice = { quantity: '0', restock: true };

/**
 * The return's body: the lines with a whole quantity above zero, as typed. The server checks
 * each against what is left of it, so a mistyped quantity is its refusal to show, not a guess.
 * Cash goes back out of the register's drawer; with none chosen, the store's main one.
 */
export function returnRequest(
  location: Location,
  source: ReturnSource,
  choices: Readonly<Record<number, LineChoice>>,
  refundTo: RefundDestination,
  register: string | null,
): CounterReturnRequest {
  const lines = source.lines.flatMap((line) => {
    const choice = choices[line.lineId] ?? NO_CHOICE;
    const quantity = Number(choice.quantity);
    return quantity > 0 ? [{ lineId: line.lineId, quantity, restock: choice.restock }] : [];
  });
  return {
    location,
    ...(register !== null ? { register } : {}),
    ...source.number,
    lines,
    refundTo,
  };
}
