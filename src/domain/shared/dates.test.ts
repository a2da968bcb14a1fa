import { describe, expect, it, vi } from 'vitest';
import { addDays, storeDate, storeMinute } from './dates.ts';

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

  it('reads the minute in Arkansas, each moment its own, across midnight and DST', () => {
    expect(storeMinute(new Date('2026-12-02T05:59:59Z'))).toBe('2026-12-01 23:59');
    expect(storeMinute(new Date('2026-12-02T05:59:00Z'))).toBe('2026-12-01 23:59');
    expect(storeMinute(new Date('2026-12-02T06:00:00Z'))).toBe('2026-12-02 00:00');
    expect(storeMinute(new Date('2026-12-02T05:59:30Z'))).toBe('2026-12-01 23:59');
    // 2026-11-01 07:00 UTC: clocks go back from 02:00 CDT to 01:00 CST.
    expect(storeMinute(new Date('2026-11-01T06:59:00Z'))).toBe('2026-11-01 01:59');
    expect(storeMinute(new Date('2026-11-01T07:00:00Z'))).toBe('2026-11-01 01:00');
  });

  it('works a minute out once, not at every call within it', () => {
    const moment = new Date('2026-12-02T18:30:10Z');
    const format = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      storeMinute(moment);
      storeMinute(new Date('2026-12-02T18:30:50Z'));
      storeMinute(moment);
      expect(format.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      format.mockRestore();
    }
  });
});
