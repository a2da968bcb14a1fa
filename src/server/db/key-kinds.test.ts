import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fitsKey } from './key-kinds.ts';
import { counterSales, customers, tournaments } from './schema/index.ts';

describe('a cursor value checked against its key', () => {
  it('takes what the shop writes into cursors', () => {
    expect(fitsKey(customers.id, undefined, 42)).toBe(true);
    expect(fitsKey(tournaments.name, undefined, 'Friday Night Magic')).toBe(true);
    expect(fitsKey(tournaments.date, undefined, '2026-11-27')).toBe(true);
    expect(fitsKey(tournaments.time, undefined, '18:30:00')).toBe(true);
    expect(fitsKey(counterSales.createdAt, undefined, '2026-11-27T01:02:03.456Z')).toBe(true);
    expect(fitsKey(counterSales.createdAt, undefined, '2026-11-27T01:02:03.456789Z')).toBe(true);
  });

  it('refuses values the database could not compare with the key', () => {
    expect(fitsKey(customers.id, undefined, 'nine')).toBe(false);
    expect(fitsKey(tournaments.name, undefined, 9)).toBe(false);
    for (const day of ['2026-13-45', '2026-02-30', '0000-01-01', 'nine', '2026-11-27T00:00']) {
      expect(fitsKey(tournaments.date, undefined, day), day).toBe(false);
    }
    expect(fitsKey(tournaments.time, undefined, '25:00')).toBe(false);
    for (const instant of [
      '2026-11-27',
      'not a date',
      '2026-13-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
    ]) {
      expect(fitsKey(counterSales.createdAt, undefined, instant), instant).toBe(false);
    }
  });

  it('checks an expression by the kind its order declares, and leaves an undeclared one', () => {
    const rank = sql`array_position(array['a', 'b'], 'a')`;
    expect(fitsKey(rank, 'number', 'nine')).toBe(false);
    expect(fitsKey(rank, 'number', 2)).toBe(true);
    expect(fitsKey(rank, undefined, 'anything')).toBe(true);
  });
});
