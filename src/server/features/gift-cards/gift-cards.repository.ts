import { and, count, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, giftCards } from '../../db/schema/index.ts';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = Pick<
  typeof giftCards.$inferInsert,
  'location' | 'buyerCustomerId' | 'amountCents' | 'recipientEmail' | 'message'
>;

/** What is still on a card: its amount less what was paid with it at the counter. */
const leftOnCard = sql<number>`${giftCards.amountCents} - ${giftCards.spentCents}`;

export function createGiftCardsRepository(db: Database) {
  return {
    async insertPending(
      values: NewGiftCard,
      executor: Database | Transaction = db,
    ): Promise<GiftCardRow> {
      const [row] = await executor.insert(giftCards).values(values).returning();
      if (!row) throw new Error('insert returned no gift card');
      return row;
    },

    /** How many cards the buyer has begun since then and not yet paid for. */
    async pendingSince(buyerCustomerId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(giftCards)
        .where(
          and(
            eq(giftCards.buyerCustomerId, buyerCustomerId),
            eq(giftCards.status, 'pending'),
            gte(giftCards.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** A pending card the buyer no longer wants (it could not go in their cart). */
    async deletePending(id: number): Promise<void> {
      await db.delete(giftCards).where(and(eq(giftCards.id, id), eq(giftCards.status, 'pending')));
    },

    find(executor: Database | Transaction, ids: readonly number[]): Promise<GiftCardRow[]> {
      return executor
        .select()
        .from(giftCards)
        .where(inArray(giftCards.id, [...ids]));
    },

    /**
     * Issues the buyer's pending card at the price paid: one conditional update, so a card is
     * issued once. Undefined when it is not theirs, not pending, or not of that amount. A card
     * sold at the counter to a walk-in has no buyer.
     */
    async issue(
      tx: Transaction,
      id: number,
      sale: { customerId: number | null; orderId: number; amountCents: number },
      code: { codeHash: string; lastFour: string; at: Date },
    ): Promise<GiftCardRow | undefined> {
      const [row] = await tx
        .update(giftCards)
        .set({
          status: 'issued',
          orderId: sale.orderId,
          codeHash: code.codeHash,
          lastFour: code.lastFour,
          issuedAt: code.at,
        })
        .where(
          and(
            eq(giftCards.id, id),
            eq(giftCards.status, 'pending'),
            sale.customerId === null
              ? isNull(giftCards.buyerCustomerId)
              : eq(giftCards.buyerCustomerId, sale.customerId),
            eq(giftCards.amountCents, sale.amountCents),
          ),
        )
        .returning();
      return row;
    },

    /** A cancelled order's card, while nobody has redeemed or spent any of it, is void. */
    async voidIssued(tx: Transaction, id: number, orderId: number): Promise<void> {
      await tx
        .update(giftCards)
        .set({ status: 'void', voidedAt: sql`now()` })
        .where(
          and(
            eq(giftCards.id, id),
            eq(giftCards.orderId, orderId),
            eq(giftCards.status, 'issued'),
            eq(giftCards.spentCents, 0),
          ),
        );
    },

    /**
     * Pays `cents` with the issued card of this code: one conditional update, so two sales
     * racing for the last of a card cannot both have it. Undefined when no issued card has
     * the code or it holds less than that.
     */
    async spend(
      tx: Transaction,
      codeHash: string,
      cents: number,
    ): Promise<GiftCardRow | undefined> {
      const [row] = await tx
        .update(giftCards)
        .set({ spentCents: sql`${giftCards.spentCents} + ${cents}` })
        .where(
          and(
            eq(giftCards.codeHash, codeHash),
            eq(giftCards.status, 'issued'),
            gte(leftOnCard, cents),
          ),
        )
        .returning();
      return row;
    },

    /** The issued card of this code, to say how much is left on it when a sale asks for more. */
    async issuedByCode(tx: Transaction, codeHash: string): Promise<GiftCardRow | undefined> {
      const [row] = await tx
        .select()
        .from(giftCards)
        .where(and(eq(giftCards.codeHash, codeHash), eq(giftCards.status, 'issued')));
      return row;
    },

    /**
     * Marks the issued card with this code, something still on it, redeemed by the customer:
     * one conditional update, so of any number of redeems racing for one code exactly one
     * gets the card back.
     */
    async redeem(
      tx: Transaction,
      codeHash: string,
      customerId: number,
      at: Date,
    ): Promise<GiftCardRow | undefined> {
      const [row] = await tx
        .update(giftCards)
        .set({ status: 'redeemed', redeemedAt: at, redeemedByCustomerId: customerId })
        .where(
          and(eq(giftCards.codeHash, codeHash), eq(giftCards.status, 'issued'), gt(leftOnCard, 0)),
        )
        .returning();
      return row;
    },

    /** The card of this code when this customer is the one who redeemed it. */
    async redeemedBy(
      tx: Transaction,
      codeHash: string,
      customerId: number,
    ): Promise<Pick<GiftCardRow, 'lastFour'> | undefined> {
      const [row] = await tx
        .select({ lastFour: giftCards.lastFour })
        .from(giftCards)
        .where(
          and(
            eq(giftCards.codeHash, codeHash),
            eq(giftCards.status, 'redeemed'),
            eq(giftCards.redeemedByCustomerId, customerId),
          ),
        );
      return row;
    },

    async buyer(
      tx: Transaction,
      customerId: number,
    ): Promise<{ email: string | null; firstName: string | null }> {
      const [row] = await tx
        .select({ email: customers.email, firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, customerId));
      if (!row) throw new Error(`no customer ${customerId} for a gift card`);
      return row;
    },
  };
}

export type GiftCardsRepository = ReturnType<typeof createGiftCardsRepository>;
