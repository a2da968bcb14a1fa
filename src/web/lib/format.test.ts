import { describe, expect, it } from 'vitest';
import {
  formatApiPrice,
  formatCount,
  formatEventDate,
  formatEventTime,
  formatStoreTime,
} from './format.ts';

describe('formatting', () => {
  it('formats event dates and times for people', () => {
    expect(formatEventDate('2026-12-04')).toBe('Fri, Dec 4, 2026');
    expect(formatEventTime('18:30')).toBe('6:30 PM');
    expect(formatEventTime('12:00')).toBe('12:00 PM');
    expect(formatEventTime('00:15')).toBe('12:15 AM');
  });

  it("reads moments on the stores' clocks, labelled Central time, in winter and in summer", () => {
    expect(formatStoreTime('2026-11-23T21:05:00.000Z')).toBe('Nov 23, 2026, 3:05 PM CT');
    expect(formatStoreTime('2026-07-04T14:30:00Z')).toBe('Jul 4, 2026, 9:30 AM CT');
  });

  it('gives the store date when it differs from the UTC date', () => {
    // 03:30 UTC on Dec 2 is still the evening of Dec 1 in Arkansas.
    expect(formatStoreTime('2026-12-02T03:30:00Z')).toBe('Dec 1, 2026, 9:30 PM CT');
    expect(formatStoreTime('2026-12-02T06:00:00Z')).toBe('Dec 2, 2026, 12:00 AM CT');
  });

  it('formats API prices in dollars', () => {
    expect(formatApiPrice('19.99')).toBe('$19.99');
    expect(formatApiPrice('0.00')).toBe('$0.00');
  });

  it('writes counts as toLocaleString does in English', () => {
    for (const count of [0, 7, 999, 1000, 24_000, 1_234_567]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
