import { describe, expect, it } from 'vitest';
import { formatApiPrice, formatCount, formatEventDate, formatEventTime } from './format.ts';

describe('formatting', () => {
  it('formats event dates and times for people', () => {
    expect(formatEventDate('2026-12-04')).toBe('Fri, Dec 4, 2026');
    expect(formatEventTime('18:30')).toBe('6:30 PM');
    expect(formatEventTime('12:00')).toBe('12:00 PM');
    expect(formatEventTime('00:15')).toBe('12:15 AM');
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
