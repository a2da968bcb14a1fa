import { desc, eq, sql } from 'drizzle-orm';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { GAME_TYPES, type GameType } from '../../../domain/catalog/options.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { PriceHistoryEntry } from '../../../domain/pricing/price-history.contract.ts';
import type { PriceRulesAnswer } from '../../../domain/pricing/pricing-rules.contract.ts';
import { DEFAULT_PRICE_RULES, type PriceRules } from '../../../domain/pricing/reprice.rules.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { prepareTableRowsAsJson } from '../../db/json-rows.ts';
import { cards, priceHistory, pricingRules } from '../../db/schema/index.ts';
import type { PricedCard } from './price-plan.ts';

/** The rules a store prices by, per game: the owner's, or the defaults for a game not set. */
export type StoreRules = Record<GameType, PriceRules>;

export function toRulesAnswer(gameType: GameType, rules: PriceRules): PriceRulesAnswer {
  const { minimumCents, reviewCents, ...rest } = rules;
  return {
    gameType,
    ...rest,
    minimum: formatPrice(minimumCents),
    reviewAmount: formatPrice(reviewCents),
  };
}

/** A store's pricing rules, its cards as a price file meets them, and each card's price history. */
export function createPricingRepository(db: Database) {
  const storeCards = prepareTableRowsAsJson(db, {
    name: 'pricing_store_cards',
    table: cards,
    where: eq(cards.location, sql.placeholder('location')),
  });
  return {
    async rules(location: Location, reader: Database | Transaction = db): Promise<StoreRules> {
      const rows = await reader
        .select()
        .from(pricingRules)
        .where(eq(pricingRules.location, location));
      const set = new Map(rows.map((row) => [row.gameType, row]));
      const entries = GAME_TYPES.map((game): [GameType, PriceRules] => {
        const row = set.get(game);
        if (!row) return [game, DEFAULT_PRICE_RULES];
        const { location: _location, gameType: _game, createdAt, updatedAt, ...rules } = row;
        return [game, rules];
      });
      return Object.fromEntries(entries) as StoreRules;
    },

    async setRules(tx: Transaction, location: Location, gameType: GameType, rules: PriceRules) {
      await tx
        .insert(pricingRules)
        .values({ location, gameType, ...rules })
        .onConflictDoUpdate({ target: [pricingRules.location, pricingRules.gameType], set: rules });
    },

    /** The store's cards as a price file is matched to them, read as one JSON value. */
    cards(location: Location): Promise<PricedCard[]> {
      return storeCards({ location });
    },

    /** A hand edit of a card's price: its history entry when the price moved, and the lock. */
    async handEdited(
      tx: Transaction,
      edit: { cardId: number; oldCents: number; newCents: number; lock: boolean | undefined },
      actor: StaffActor,
    ) {
      if (edit.oldCents !== edit.newCents) {
        await tx.insert(priceHistory).values({
          cardId: edit.cardId,
          oldCents: edit.oldCents,
          newCents: edit.newCents,
          source: 'hand',
          actor: actor.label,
          employeeId: actor.employeeId,
        });
      }
      if (edit.lock !== undefined) {
        await tx.update(cards).set({ priceLocked: edit.lock }).where(eq(cards.id, edit.cardId));
      }
    },

    async cardOf(cardId: number) {
      const [row] = await db
        .select({ location: cards.location, priceLocked: cards.priceLocked })
        .from(cards)
        .where(eq(cards.id, cardId));
      return row;
    },

    /** A card's price history, newest first. */
    async history(cardId: number, limit: number): Promise<PriceHistoryEntry[]> {
      const rows = await db
        .select()
        .from(priceHistory)
        .where(eq(priceHistory.cardId, cardId))
        .orderBy(desc(priceHistory.createdAt), desc(priceHistory.id))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        cardId: row.cardId,
        oldCents: row.oldCents,
        newCents: row.newCents,
        source: row.source,
        fileName: row.fileName,
        importId: row.importId,
        by: row.actor,
        at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type PricingRepository = ReturnType<typeof createPricingRepository>;
