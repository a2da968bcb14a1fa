import { and, eq, gt, type SQL } from 'drizzle-orm';
import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import { cards } from '../../db/schema/index.ts';

export type CardRow = typeof cards.$inferSelect;

/** What a filter compares: a column's value, or a fact about the row. */
export type FilterValue = string | boolean | null;

/**
 * One filter of a card list, declared once: as SQL for the lists the database answers, and as
 * a value of each row that must equal the one the query asks for, for the searches the
 * in-memory index answers. Both sides are undefined when the query does not ask for it.
 */
export interface CardFilter {
  sql(query: CardListQuery): SQL | undefined;
  of(row: CardRow): FilterValue;
  wanted(query: CardListQuery): FilterValue | undefined;
}

type EqualityKey = 'gameType' | 'condition' | 'type' | 'rarity' | 'finish' | 'forSale';

/** The row's column equals the query's value of the same name. */
function equality(key: EqualityKey): CardFilter {
  return {
    sql: (query) => (query[key] === undefined ? undefined : eq(cards[key], query[key])),
    of: (row) => row[key],
    wanted: (query) => query[key],
  };
}

/** Cards that can go in a cart: for sale, at least one in stock. */
const available: CardFilter = {
  sql: (query) => (query.available ? and(eq(cards.forSale, true), gt(cards.stock, 0)) : undefined),
  of: (row) => row.forSale && row.stock > 0,
  wanted: (query) => (query.available ? true : undefined),
};

export const CARD_FILTERS: readonly CardFilter[] = [
  equality('gameType'),
  equality('condition'),
  equality('type'),
  equality('rarity'),
  equality('finish'),
  equality('forSale'),
  available,
];

/** The store a list is scoped to, and its filters, as SQL. */
export function cardFiltersSql(query: CardListQuery): SQL | undefined {
  return and(
    query.location ? eq(cards.location, query.location) : undefined,
    ...CARD_FILTERS.map((filter) => filter.sql(query)),
  );
}
