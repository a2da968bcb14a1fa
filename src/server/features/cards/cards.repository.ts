import { eq } from 'drizzle-orm';
import type {
  AdminCard,
  AdminCardListQuery,
  Card,
  CardInput,
} from '../../../domain/cards/card.contract.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { pricedListOrders, selectPage } from '../../db/keyset.ts';
import { cards } from '../../db/schema/index.ts';
import { type CardRow, cardFiltersSql } from './card-filters.ts';

/** The one mapping from the table to the API shape. */
export function toCard(row: CardRow): Card {
  return {
    id: row.id,
    name: row.name,
    gameType: row.gameType,
    setName: row.setName,
    setCode: row.setCode,
    collectorNumber: row.collectorNumber,
    condition: row.condition,
    finish: row.finish,
    language: row.language,
    price: formatPrice(row.priceCents),
    quantity: row.stock,
    gradingService: row.gradingService,
    grade: row.grade,
    forSale: row.forSale,
    imageUrl: row.imageUrl,
    type: row.type,
    rarity: row.rarity,
    description: row.description,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Staff's view: the shoppers' card and its cost, which never goes in a public answer. */
export function toAdminCard(row: CardRow): AdminCard {
  return {
    ...toCard(row),
    cost: row.costCents === null ? null : formatPrice(row.costCents),
    priceLocked: row.priceLocked,
  };
}

/**
 * The one mapping from a valid staff input to the table's columns; stock is the inventory's to
 * write, and the price lock the pricing feature's.
 */
export function toCardValues({
  price,
  cost,
  quantity: _stock,
  lockPrice: _lock,
  stockSeen: _seen,
  ...input
}: CardInput) {
  return { ...input, priceCents: price, costCents: cost } satisfies typeof cards.$inferInsert;
}

const ORDERS = pricedListOrders<CardRow>(cards);

/** A card to change, locked until the transaction ends. */
export async function lockCard(tx: Transaction, id: number): Promise<CardRow | undefined> {
  const [row] = await tx.select().from(cards).where(eq(cards.id, id)).for('update');
  return row;
}

export function createCardsRepository(db: Database) {
  return {
    listForStaff(query: AdminCardListQuery): Promise<Page<AdminCard>> {
      return selectPage(db, {
        table: cards,
        where: cardFiltersSql(query),
        order: ORDERS[query.sort],
        query,
        toItem: toAdminCard,
      });
    },

    async findByIdForStaff(id: number): Promise<AdminCard | undefined> {
      const [row] = await db.select().from(cards).where(eq(cards.id, id));
      return row && toAdminCard(row);
    },
  };
}

export type CardsRepository = ReturnType<typeof createCardsRepository>;
