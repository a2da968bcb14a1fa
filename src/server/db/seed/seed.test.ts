import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_CONDITIONS, GAME_TYPES } from '../../../domain/catalog/options.ts';
import type { TournamentWithSeats } from '../../../domain/registrations/registration.contract.ts';
import { storeDate } from '../../../domain/shared/dates.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { type App, buildApp } from '../../app.ts';
import { resetToDemoData, seedOnFirstStart } from '../../demo-data.ts';
import { testUploadsDir } from '../../testing/test-app.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import {
  cardFilters,
  cards,
  merchandise,
  merchandiseFilters,
  registrations,
  settings,
  tournaments,
} from '../schema/index.ts';

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

describe('demo events', () => {
  // 09:00 at the stores on the seed day, before any of the day's events is due to start.
  const seededAt = new Date('2026-11-21T15:00:00Z');
  const today = storeDate(seededAt);
  let app: App;
  beforeAll(async () => {
    await resetToDemoData(database.db, today);
    app = await buildApp({ db: database.db, uploadsDir: testUploadsDir(), clock: () => seededAt });
  });
  afterAll(async () => {
    await app.close();
  });

  async function eventsAt(location: Location): Promise<TournamentWithSeats[]> {
    const answer = await app.inject({ url: `/api/tournaments?location=${location}&limit=100` });
    expect(answer.statusCode).toBe(200);
    return answer.json().items;
  }

  const open = (event: TournamentWithSeats) => event.registrationOpen;
  const seatsLeft = (event: TournamentWithSeats) => event.seatsLeft ?? Number.POSITIVE_INFINITY;
  const free = (event: TournamentWithSeats) => Number(event.entryFee) === 0;

  it.each(['nlr', 'benton'] as const)(
    'shows every state of registration at %s',
    async (location) => {
      const events = await eventsAt(location);
      const has = (state: (event: TournamentWithSeats) => boolean) => events.some(state);

      expect(has((event) => open(event) && seatsLeft(event) >= 5 && event.seatsTaken > 0)).toBe(
        true,
      );
      expect(has((event) => open(event) && seatsLeft(event) >= 1 && seatsLeft(event) <= 2)).toBe(
        true,
      );
      expect(has((event) => open(event) && event.seatsLeft === 0 && event.waitlistCount > 0)).toBe(
        true,
      );
      expect(
        has((event) => !open(event) && event.status === 'ongoing' && event.seatsTaken > 0),
      ).toBe(true);
      expect(has((event) => event.status === 'completed' && event.date < today)).toBe(true);
      expect(has((event) => open(event) && free(event) && event.seatsTaken > 0)).toBe(true);
      expect(has((event) => open(event) && !free(event) && event.seatsTaken > 0)).toBe(true);
    },
  );

  it('numbers each waitlist 1..n and seats no more players than an event holds', async () => {
    const events = await database.db.select().from(tournaments);
    const rows = await database.db.select().from(registrations);
    for (const event of events) {
      const own = rows.filter((row) => row.tournamentId === event.id);
      const seated = own.filter((row) => row.status === 'registered');
      const places = own
        .filter((row) => row.status === 'waitlisted')
        .map((row) => row.position)
        .sort((a, b) => (a ?? 0) - (b ?? 0));
      expect(places, event.name).toEqual(places.map((_, index) => index + 1));
      expect(seated.length, event.name).toBeLessThanOrEqual(event.maxParticipants ?? Infinity);
      if (places.length > 0) expect(seated.length, event.name).toBe(event.maxParticipants);
      for (const row of seated) {
        expect(row.paidCents, event.name).toBe(event.entryFeeCents);
        expect(row.paidAtCounter, event.name).toBe(event.entryFeeCents > 0);
        expect(row.orderId, event.name).toBeNull();
      }
    }
  });

  it('keeps the free events the browser journeys register for open with seats left', async () => {
    const [nlr, benton] = await Promise.all([eventsAt('nlr'), eventsAt('benton')]);
    for (const event of [
      nlr.find((candidate) => candidate.name === 'Pokemon League Night'),
      benton.find((candidate) => candidate.name === 'Commander Casual Night'),
    ]) {
      expect(event && open(event) && free(event) && seatsLeft(event) > 0).toBe(true);
    }
  });
});
