import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_CONDITIONS, GAME_TYPES } from '../../../domain/catalog/options.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  cardFilters,
  cards,
  merchandise,
  merchandiseFilters,
  settings,
  tournaments,
} from '../schema/index.ts';
import { resetToDemoData, seedOnFirstStart } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const distinct = <T>(values: T[]) => new Set(values);

describe('demo data', () => {
  it('loads on the first start only', async () => {
    expect(await seedOnFirstStart(database.db, '2026-11-21')).toBe(true);
    expect(await seedOnFirstStart(database.db, '2026-11-21')).toBe(false);
    const [row] = await database.db.select({ n: count() }).from(tournaments);
    expect(row?.n).toBeGreaterThanOrEqual(8);
  });

  it('makes both stores look real', async () => {
    const { db } = database;
    const events = await db.select().from(tournaments);
    const products = await db.select().from(merchandise);
    const singles = await db.select().from(cards);

    for (const location of ['nlr', 'benton'] as const) {
      const here = singles.filter((card) => card.location === location);
      expect(distinct(here.map((card) => card.gameType))).toEqual(distinct([...GAME_TYPES]));
      expect(distinct(here.map((card) => card.condition))).toEqual(distinct([...CARD_CONDITIONS]));
      expect(events.some((event) => event.location === location)).toBe(true);
      expect(products.some((product) => product.location === location)).toBe(true);
    }

    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(distinct(events.map((event) => event.gameType))).toEqual(distinct([...GAME_TYPES]));
    expect(events.some((event) => event.status === 'upcoming' && event.date > '2026-11-21')).toBe(
      true,
    );
    expect(events.some((event) => event.status === 'completed' && event.date < '2026-11-21')).toBe(
      true,
    );

    expect(products.length).toBeGreaterThanOrEqual(20);
    expect(distinct(products.map((product) => product.category)).size).toBeGreaterThanOrEqual(4);
    expect(products.some((product) => product.stock === 0)).toBe(true);

    expect(singles.length).toBeGreaterThanOrEqual(60);
    expect(singles.some((card) => card.gradingService === 'Ungraded')).toBe(true);
    expect(
      singles.some(
        (card) => card.gradingService && card.gradingService !== 'Ungraded' && card.grade,
      ),
    ).toBe(true);
    expect(singles.some((card) => !card.forSale)).toBe(true);
    expect(singles.some((card) => card.stock === 0)).toBe(true);
  });

  it('has filter lists for every card and merchandise filter type', async () => {
    const cardTypes = distinct(
      (await database.db.select().from(cardFilters)).map((f) => f.filterType),
    );
    expect(cardTypes).toEqual(distinct(['gameType', 'condition', 'type', 'rarity']));
    const merchTypes = distinct(
      (await database.db.select().from(merchandiseFilters)).map((f) => f.filterType),
    );
    expect(merchTypes).toEqual(distinct(['category', 'gameType']));
  });

  it('resets to the demo data, keeping the admin password', async () => {
    const { db } = database;
    await db.insert(settings).values({ key: 'admin_password_hash', value: 'kept' });
    await db.delete(cards);
    await resetToDemoData(db, '2026-11-21');
    const [row] = await db.select({ n: count() }).from(cards);
    expect(row?.n).toBeGreaterThanOrEqual(60);
    const [kept] = await db.select().from(settings).where(eq(settings.key, 'admin_password_hash'));
    expect(kept?.value).toBe('kept');
  });
});
