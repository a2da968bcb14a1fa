import { describe, expect, it } from 'vitest';
import { addDays, storeDate } from './dates.ts';

describe('store dates', () => {
  it('reads the date in Arkansas, not in UTC', () => {
    // 03:30 UTC on the 2nd is still the evening of the 1st in Central time.
    expect(storeDate(new Date('2026-12-02T03:30:00Z'))).toBe('2026-12-01');
    expect(storeDate(new Date('2026-12-02T06:30:00Z'))).toBe('2026-12-02');
  });

  it('moves dates by whole days across month, year and DST changes', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
