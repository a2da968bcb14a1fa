import { eq, sql } from 'drizzle-orm';
import type { PricedLineItem } from '../../../domain/inventory/sellable-kinds.ts';
import type { TenderMethod } from '../../../domain/orders/tenders.ts';
import { type Location, STORES } from '../../../domain/stores/stores.ts';
import type { Transaction } from '../../db/client.ts';
import {
  counterSales,
  customerOrders,
  customers,
  employees,
  orderItems,
  purchases,
  purchaseTenders,
  receiptCounters,
} from '../../db/schema/index.ts';

/** What a counter line records beside its price: the list price, the discount and why. */
export interface CounterLineData {
  name: string;
  unitPriceCents: number;
  listPriceCents: number | null;
  priceReason: string | null;
  discountCents: number;
  discountReason: string | null;
  taxed: boolean;
}

export interface CounterLineInsert extends PricedLineItem {
  totalCents: number;
  taxCents: number;
  /** Its own discount and its share of the sale's. */
  discountCents: number;
  data: CounterLineData;
}

export interface CounterTenderInsert {
  method: TenderMethod;
  amountCents: number;
  reference: string | null;
  tenderedCents: number | null;
  cardBrand: string | null;
  lastFour: string | null;
  giftCardLeftCents: number | null;
  giftCardToCreditCents: number | null;
}

export interface CounterSaleInsert {
  location: Location;
  register: string;
  cashier: { label: string; name: string; employeeId: number | null };
  customerId: number | null;
  receiptNumber: string;
  lines: CounterLineInsert[];
  subtotalCents: number;
  discountCents: number;
  taxableCents: number;
  taxCents: number;
  taxRateMilli: number;
  totalCents: number;
  changeCents: number;
  paymentMethod: TenderMethod;
  idempotencyKey: string;
  requestHash: string;
}

type LineRow = typeof orderItems.$inferSelect;
type TenderRow = typeof purchaseTenders.$inferSelect;

/**
 * The SQL of ringing a sale up (`counter-sale-ring-up.ts`), all of it in the sale's
 * transaction: its receipt number, its rows, what its receipt prints of that moment, and the
 * customer and cashier it names.
 */
export const counterSaleRingUpRepository = {
  /** The store's next receipt number, "NLR-000123", counted in the sale's transaction. */
  async nextReceiptNumber(tx: Transaction, location: Location): Promise<string> {
    const [row] = await tx
      .insert(receiptCounters)
      .values({ location, lastNumber: 1 })
      .onConflictDoUpdate({
        target: receiptCounters.location,
        set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: receiptCounters.lastNumber });
    if (!row) throw new Error('no receipt number');
    return `${STORES[location].numberPrefix}-${String(row.lastNumber).padStart(6, '0')}`;
  },

  /**
   * The sale as a purchase of the counter channel, its order (handed over) and its lines:
   * the order's id, and its lines and tenders as written, which its receipt shows.
   */
  async insert(
    tx: Transaction,
    sale: CounterSaleInsert,
    tenders: readonly CounterTenderInsert[],
  ): Promise<{ orderId: number; lines: LineRow[]; tenders: TenderRow[] }> {
    const [purchase] = await tx
      .insert(purchases)
      .values({
        provider: 'counter',
        channel: 'counter',
        purpose: 'counter',
        customerId: sale.customerId,
        location: sale.location,
        lines: sale.lines.map(({ itemType, itemId, itemName, quantity, unitPriceCents }) => ({
          itemType,
          itemId,
          itemName,
          quantity,
          unitPriceCents,
        })),
        subtotalCents: sale.subtotalCents,
        discountCents: sale.discountCents,
        taxableCents: sale.taxableCents,
        taxRateMilli: sale.taxRateMilli,
        taxCents: sale.taxCents,
        totalCents: sale.totalCents,
      })
      .returning({ id: purchases.id });
    if (!purchase) throw new Error('insert returned no purchase');
    // A sale that comes to nothing has no tender.
    const tenderRows =
      tenders.length === 0
        ? []
        : await tx
            .insert(purchaseTenders)
            .values(tenders.map((tender) => ({ purchaseId: purchase.id, ...tender })))
            .returning();
    const [order] = await tx
      .insert(customerOrders)
      .values({
        channel: 'counter',
        customerId: sale.customerId,
        orderNumber: sale.receiptNumber,
        pickupCode: null,
        status: 'picked_up',
        paymentStatus: 'succeeded',
        subtotalCents: sale.subtotalCents,
        discountCents: sale.discountCents,
        taxableCents: sale.taxableCents,
        taxRateMilli: sale.taxRateMilli,
        taxAmountCents: sale.taxCents,
        totalAmountCents: sale.totalCents,
        purchaseId: purchase.id,
        paymentMethod: sale.paymentMethod,
        location: sale.location,
      })
      .returning({ id: customerOrders.id });
    if (!order) throw new Error('insert returned no order');
    const lineRows = await tx
      .insert(orderItems)
      .values(
        sale.lines.map((line) => ({
          orderId: order.id,
          itemType: line.itemType,
          itemId: line.itemId,
          itemName: line.itemName,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          totalPriceCents: line.totalCents,
          taxCents: line.taxCents,
          itemData: { ...line.data },
        })),
      )
      .returning();
    await tx.insert(counterSales).values({
      orderId: order.id,
      location: sale.location,
      register: sale.register,
      cashierLabel: sale.cashier.label,
      cashierName: sale.cashier.name,
      employeeId: sale.cashier.employeeId,
      changeCents: sale.changeCents,
      taxRateMilli: sale.taxRateMilli,
      idempotencyKey: sale.idempotencyKey,
      requestHash: sale.requestHash,
    });
    // In the order the receipt lists them, as `lines` and `tenders` read them.
    return {
      orderId: order.id,
      lines: lineRows.toSorted((a, b) => a.id - b.id),
      tenders: tenderRows.toSorted((a, b) => a.id - b.id),
    };
  },

  /** What the receipt prints of the moment the sale was paid, kept with the sale. */
  async recordPaid(
    tx: Transaction,
    orderId: number,
    paid: {
      stampsEarned: number;
      creditLeftCents: number | null;
    },
  ): Promise<void> {
    await tx.update(counterSales).set(paid).where(eq(counterSales.orderId, orderId));
  },

  /** Whether a customer has this id, read in the sale's transaction. */
  async customerExists(tx: Transaction, customerId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row !== undefined;
  },

  /** The name a cashier's receipts print: their first name, when their account has one. */
  async cashierName(tx: Transaction, employeeId: number): Promise<string | null> {
    const [row] = await tx
      .select({ firstName: employees.firstName })
      .from(employees)
      .where(eq(employees.id, employeeId));
    return row?.firstName ?? null;
  },
};
