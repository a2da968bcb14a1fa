import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customerOrders, orderRefunds, purchases, purchaseTenders } from '../../db/schema/index.ts';

/** What a purchase pays for. */
type AnyPurchaseRow = typeof purchases.$inferSelect;
/** A purchase of the website, which always has its customer (the counter's may not). */
export type PurchaseRow = AnyPurchaseRow & { customerId: number };
/** One tender paying a purchase. */
export type TenderRow = typeof purchaseTenders.$inferSelect;
export type TenderInsert = Pick<TenderRow, 'method' | 'amountCents' | 'reference'>;

function online(row: AnyPurchaseRow): PurchaseRow {
  const { customerId } = row;
  if (customerId === null) throw new Error(`purchase ${row.id} has no customer`);
  return { ...row, customerId };
}

export function createPurchasesRepository(db: Database) {
  return {
    async insert(
      tx: Transaction,
      row: typeof purchases.$inferInsert & { customerId: number },
    ): Promise<PurchaseRow> {
      const [inserted] = await tx.insert(purchases).values(row).returning();
      if (!inserted) throw new Error('insert returned no purchase');
      return online(inserted);
    },

    /** Holds a purchase's row until the transaction ends: its order is placed once. */
    async lock(tx: Transaction, purchaseId: number): Promise<void> {
      await tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(eq(purchases.id, purchaseId))
        .for('update');
    },

    async insertTender(tx: Transaction, purchaseId: number, tender: TenderInsert): Promise<void> {
      await tx.insert(purchaseTenders).values({ purchaseId, ...tender });
    },

    /**
     * Counts these tenders as given back whole, so nothing of them is left to refund, and
     * records each as the order's refund, done at `at`: the order shows where its money went.
     */
    async givenBack(
      tx: Transaction,
      orderId: number,
      tenders: readonly TenderRow[],
      { reason, at }: { reason: string; at: Date },
    ): Promise<void> {
      if (tenders.length === 0) return;
      await tx
        .update(purchaseTenders)
        .set({ refundedCents: sql`${purchaseTenders.amountCents}` })
        .where(
          inArray(
            purchaseTenders.id,
            tenders.map((tender) => tender.id),
          ),
        );
      await tx.insert(orderRefunds).values(
        tenders.map((tender) => ({
          orderId,
          tenderId: tender.id,
          method: tender.method,
          amountCents: tender.amountCents,
          reason,
          idempotencyKey: `unfulfilled:${orderId}:${tender.id}`,
          refundStartedAt: at,
          refundedAt: at,
        })),
      );
    },

    tendersOf(purchaseId: number, reader: Database | Transaction = db): Promise<TenderRow[]> {
      return reader
        .select()
        .from(purchaseTenders)
        .where(eq(purchaseTenders.purchaseId, purchaseId))
        .orderBy(purchaseTenders.id);
    },

    /** Card payments begun in this window that no order records yet: paid and not finished, or never paid. */
    async withoutOrder(since: Date, until: Date): Promise<string[]> {
      const rows = await db
        .select({ paymentIntentId: purchases.paymentIntentId })
        .from(purchases)
        .leftJoin(customerOrders, eq(customerOrders.purchaseId, purchases.id))
        .where(
          and(
            isNotNull(purchases.paymentIntentId),
            gte(purchases.createdAt, since),
            lte(purchases.createdAt, until),
            isNull(customerOrders.id),
          ),
        );
      return rows.flatMap((row) => (row.paymentIntentId ? [row.paymentIntentId] : []));
    },

    /** A customer's purchases left without an order that hold store credit. */
    async unfinishedWithCredit(
      customerId: number,
    ): Promise<{ paymentIntentId: string | null; holdReference: string | null }[]> {
      return db
        .select({
          paymentIntentId: purchases.paymentIntentId,
          holdReference: purchaseTenders.reference,
        })
        .from(purchases)
        .innerJoin(
          purchaseTenders,
          and(
            eq(purchaseTenders.purchaseId, purchases.id),
            eq(purchaseTenders.method, 'store_credit'),
          ),
        )
        .leftJoin(customerOrders, eq(customerOrders.purchaseId, purchases.id))
        .where(and(eq(purchases.customerId, customerId), isNull(customerOrders.id)));
    },

    async findByIntent(paymentIntentId: string): Promise<PurchaseRow | undefined> {
      const [row] = await db
        .select()
        .from(purchases)
        .where(eq(purchases.paymentIntentId, paymentIntentId));
      return row && online(row);
    },
  };
}

export type PurchasesRepository = ReturnType<typeof createPurchasesRepository>;
