import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ConditionFactors } from '../../../domain/buylist/buy-price.rules.ts';
import { cards } from './catalog.ts';
import { location, locationCheck, nonNegativeCheck, timestamps } from './columns.ts';

/*
 * The buylist (features/buylist): what each store pays for the cards it buys. A store and game
 * without a row of settings buys on the default terms.
 */
export const buylistSettings = pgTable(
  'buylist_settings',
  {
    location: location(),
    gameType: text().notNull(),
    cashPercent: integer().notNull(),
    creditPercent: integer().notNull(),
    conditionFactors: jsonb().$type<ConditionFactors>().notNull(),
    floorCents: integer().notNull(),
    target: integer().notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.location, t.gameType] }),
    locationCheck('buylist_settings_location_check', t.location),
    check(
      'buylist_settings_percent_check',
      sql`${t.cashPercent} between 0 and 100 and ${t.creditPercent} between 0 and 100`,
    ),
    nonNegativeCheck('buylist_settings_floor_check', t.floorCents),
    nonNegativeCheck('buylist_settings_target_check', t.target),
  ],
);

/**
 * The hotlist and the "not buying" marks. A hot mark names a card and pays either a higher rate
 * or a fixed price, with its own target when set; a not-buying mark names a card or a whole set
 * of a game. A card's marks go with it when it is deleted.
 */
export const buylistMarks = pgTable(
  'buylist_marks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    location: location(),
    kind: varchar({ length: 20 }).$type<'hot' | 'not_buying'>().notNull(),
    cardId: integer().references(() => cards.id, { onDelete: 'cascade' }),
    gameType: text(),
    setCode: varchar({ length: 20 }),
    cashPercent: integer(),
    creditPercent: integer(),
    cashCents: integer(),
    creditCents: integer(),
    target: integer(),
    ...timestamps(),
  },
  (t) => [
    locationCheck('buylist_marks_location_check', t.location),
    check(
      'buylist_marks_kind_check',
      sql`(${t.kind} = 'hot' and ${t.cardId} is not null and (
            (${t.cashPercent} between 1 and 100 and ${t.creditPercent} between 1 and 100
              and ${t.cashCents} is null and ${t.creditCents} is null)
            or (${t.cashCents} > 0 and ${t.creditCents} > 0
              and ${t.cashPercent} is null and ${t.creditPercent} is null)))
        or (${t.kind} = 'not_buying' and (${t.cardId} is not null
            or (${t.gameType} is not null and ${t.setCode} is not null)))`,
    ),
    nonNegativeCheck('buylist_marks_target_check', t.target),
    uniqueIndex('buylist_marks_card_unique')
      .on(t.kind, t.cardId)
      .where(sql`${t.cardId} is not null`),
    uniqueIndex('buylist_marks_set_unique')
      .on(t.location, t.gameType, t.setCode)
      .where(sql`${t.cardId} is null`),
    index('buylist_marks_location_idx').on(t.location, t.kind, t.id),
  ],
);
