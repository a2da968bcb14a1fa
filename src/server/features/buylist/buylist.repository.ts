import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type BuyTerms,
  DEFAULT_BUY_TERMS,
  type HotBuy,
  type NotBuyingMark,
} from '../../../domain/buylist/buy-price.rules.ts';
import type {
  BuylistMarks,
  HotEntry,
  NotBuyingEntry,
} from '../../../domain/buylist/buylist-marks.contract.ts';
import type { BuyTermsAnswer } from '../../../domain/buylist/buylist-settings.contract.ts';
import { GAME_TYPES, type GameType } from '../../../domain/catalog/options.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { buylistMarks, buylistSettings, cards } from '../../db/schema/index.ts';

type MarkRow = typeof buylistMarks.$inferSelect;
type MarkValues = typeof buylistMarks.$inferInsert;
type CardRow = typeof cards.$inferSelect;

/** What a store buys by, per game: the owner's terms, or the defaults for a game not set. */
export type StoreTerms = Record<GameType, BuyTerms>;

export function toTermsAnswer(gameType: GameType, terms: BuyTerms): BuyTermsAnswer {
  const { floorCents, ...rest } = terms;
  return { gameType, ...rest, floor: formatPrice(floorCents) };
}

function toHotBuy(row: MarkRow): HotBuy {
  if (row.cashCents !== null && row.creditCents !== null) {
    return {
      kind: 'fixed',
      cashCents: row.cashCents,
      creditCents: row.creditCents,
      target: row.target,
    };
  }
  return {
    kind: 'rate',
    cashPercent: row.cashPercent ?? 0,
    creditPercent: row.creditPercent ?? 0,
    target: row.target,
  };
}

function toNotBuyingMark(row: MarkRow): NotBuyingMark {
  return row.cardId !== null
    ? { kind: 'card', cardId: row.cardId }
    : { kind: 'set', gameType: row.gameType ?? '', setCode: row.setCode ?? '' };
}

const markedCard = (card: CardRow) => ({
  cardId: card.id,
  name: card.name,
  setCode: card.setCode,
  collectorNumber: card.collectorNumber,
  condition: card.condition,
  finish: card.finish,
  gameType: card.gameType,
});

function toHotEntry(row: MarkRow, card: CardRow): HotEntry {
  return {
    id: row.id,
    ...markedCard(card),
    cashPercent: row.cashPercent,
    creditPercent: row.creditPercent,
    cashPrice: row.cashCents === null ? null : formatPrice(row.cashCents),
    creditPrice: row.creditCents === null ? null : formatPrice(row.creditCents),
    target: row.target,
  };
}

function toNotBuyingEntry(row: MarkRow, card: CardRow | null): NotBuyingEntry {
  return {
    id: row.id,
    card: card && markedCard(card),
    gameType: card?.gameType ?? row.gameType ?? '',
    setCode: card ? card.setCode : row.setCode,
  };
}

/** The marks that bear on a page of cards: their hot entries, and what is not bought. */
export interface MarksForCards {
  hot: Map<number, HotBuy>;
  notBuying: NotBuyingMark[];
}

export function createBuylistRepository(db: Database) {
  return {
    async terms(location: Location, reader: Database | Transaction = db): Promise<StoreTerms> {
      const rows = await reader
        .select()
        .from(buylistSettings)
        .where(eq(buylistSettings.location, location));
      const set = new Map(rows.map((row) => [row.gameType, row]));
      const entries = GAME_TYPES.map((game): [GameType, BuyTerms] => {
        const row = set.get(game);
        if (!row) return [game, DEFAULT_BUY_TERMS];
        const { cashPercent, creditPercent, conditionFactors, floorCents, target } = row;
        return [game, { cashPercent, creditPercent, conditionFactors, floorCents, target }];
      });
      return Object.fromEntries(entries) as StoreTerms;
    },

    async setTerms(tx: Transaction, location: Location, gameType: GameType, terms: BuyTerms) {
      await tx
        .insert(buylistSettings)
        .values({ location, gameType, ...terms })
        .onConflictDoUpdate({
          target: [buylistSettings.location, buylistSettings.gameType],
          set: terms,
        });
    },

    /** The store's hotlist and not-buying marks, each with the card it names. */
    async marks(location: Location): Promise<BuylistMarks> {
      const rows = await db
        .select({ mark: buylistMarks, card: cards })
        .from(buylistMarks)
        .leftJoin(cards, eq(cards.id, buylistMarks.cardId))
        .where(eq(buylistMarks.location, location))
        .orderBy(asc(buylistMarks.id));
      const hot: HotEntry[] = [];
      const notBuying: NotBuyingEntry[] = [];
      for (const { mark, card } of rows) {
        if (mark.kind === 'hot' && card) hot.push(toHotEntry(mark, card));
        if (mark.kind === 'not_buying') notBuying.push(toNotBuyingEntry(mark, card));
      }
      return { location, hot, notBuying };
    },

    /** The marks these cards of the store (or `'all'` of them) are priced by, in one read. */
    async marksFor(
      location: Location,
      cardIds: readonly number[] | 'all',
      reader: Database | Transaction = db,
    ): Promise<MarksForCards> {
      const rows = await reader
        .select()
        .from(buylistMarks)
        .where(
          and(
            eq(buylistMarks.location, location),
            cardIds === 'all'
              ? undefined
              : or(
                  cardIds.length > 0 ? inArray(buylistMarks.cardId, [...cardIds]) : undefined,
                  isNull(buylistMarks.cardId),
                ),
          ),
        );
      const hot = new Map<number, HotBuy>();
      const notBuying: NotBuyingMark[] = [];
      for (const row of rows) {
        if (row.kind === 'hot' && row.cardId !== null) hot.set(row.cardId, toHotBuy(row));
        else if (row.kind === 'not_buying') notBuying.push(toNotBuyingMark(row));
      }
      return { hot, notBuying };
    },

    async card(id: number): Promise<CardRow | undefined> {
      const [card] = await db.select().from(cards).where(eq(cards.id, id));
      return card;
    },

    /** Adds a mark, or replaces the one of its kind on the same card or set; answers its id. */
    async putMark(tx: Transaction, values: MarkValues): Promise<number> {
      const onCard = values.cardId !== undefined && values.cardId !== null;
      const [row] = await tx
        .insert(buylistMarks)
        .values(values)
        .onConflictDoUpdate(
          onCard
            ? {
                target: [buylistMarks.kind, buylistMarks.cardId],
                targetWhere: sql`${buylistMarks.cardId} is not null`,
                set: values,
              }
            : {
                target: [buylistMarks.location, buylistMarks.gameType, buylistMarks.setCode],
                targetWhere: sql`${buylistMarks.cardId} is null`,
                set: values,
              },
        )
        .returning({ id: buylistMarks.id });
      if (!row) throw new Error('A mark written answered no row');
      return row.id;
    },

    async lockMark(tx: Transaction, id: number): Promise<MarkRow | undefined> {
      const [row] = await tx
        .select()
        .from(buylistMarks)
        .where(eq(buylistMarks.id, id))
        .for('update');
      return row;
    },

    async deleteMark(tx: Transaction, id: number): Promise<void> {
      await tx.delete(buylistMarks).where(eq(buylistMarks.id, id));
    },
  };
}

export type BuylistRepository = ReturnType<typeof createBuylistRepository>;
