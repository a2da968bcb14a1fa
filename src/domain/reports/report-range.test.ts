import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  bucketsOf,
  chooseGroupBy,
  daysIn,
  MAX_RANGE_DAYS,
  presetRange,
  previousPeriod,
  rangeProblem,
} from './report-range.ts';

describe('report ranges', () => {
  it('counts both ends of a range', () => {
    expect(daysIn({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(daysIn({ from: '2026-02-01', to: '2026-03-31' })).toBe(59);
  });

  it('names what keeps two days from making a range: an end missing, From after To, past three years', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toBe('incomplete');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
    // 2023-03-02 to 2026-03-03 is 1,098 days, the longest a report covers; a day more is refused.
    expect(MAX_RANGE_DAYS).toBe(1098);
    expect(rangeProblem({ from: '2023-03-02', to: '2026-03-03' })).toBeNull();
    expect(rangeProblem({ from: '2023-03-01', to: '2026-03-03' })).toBe('too_long');
    expect(rangeProblem({ from: '2020-01-01', to: '2026-11-27' })).toBe('too_long');
  });

  it('compares with the period of equal length just before', () => {
    expect(previousPeriod({ from: '2026-03-02', to: '2026-03-04' })).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
    });
    expect(previousPeriod({ from: '2026-03-04', to: '2026-03-04' })).toEqual({
      from: '2026-03-03',
      to: '2026-03-03',
    });
  });

  it('groups by day up to a month, by week up to half a year, then by month', () => {
    expect(chooseGroupBy(presetRange('last30', '2026-03-04'))).toBe('day');
    expect(chooseGroupBy({ from: '2026-01-01', to: '2026-03-31' })).toBe('week');
    expect(chooseGroupBy({ from: '2025-01-01', to: '2025-12-31' })).toBe('month');
  });

  it('names the presets on a store day', () => {
    expect(presetRange('today', '2026-03-04')).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(presetRange('last7', '2026-03-04')).toEqual({ from: '2026-02-26', to: '2026-03-04' });
    expect(presetRange('year', '2026-03-04')).toEqual({ from: '2026-01-01', to: '2026-03-04' });
  });

  it('labels a bucket by its first day, never before the range', () => {
    // 2026-03-04 is a Wednesday; its week starts Monday the 2nd.
    expect(bucketOf('2026-03-04', 'week', '2026-02-01')).toBe('2026-03-02');
    expect(bucketOf('2026-03-04', 'week', '2026-03-03')).toBe('2026-03-03');
    expect(bucketOf('2026-03-04', 'month', '2026-02-20')).toBe('2026-03-01');
    expect(bucketsOf({ from: '2026-02-25', to: '2026-03-10' }, 'week')).toEqual([
      '2026-02-25',
      '2026-03-02',
      '2026-03-09',
    ]);
    expect(bucketsOf({ from: '2026-02-20', to: '2026-04-02' }, 'month')).toEqual([
      '2026-02-20',
      '2026-03-01',
      '2026-04-01',
    ]);
  });

  it('ends the walk of a range at its last day whatever the year, and refuses one too long to report', () => {
    // The day after 9999-12-31 prints as +010000-01-01, which never sorts past the range's end.
    expect(bucketsOf({ from: '9999-12-31', to: '9999-12-31' }, 'day')).toEqual(['9999-12-31']);
    expect(() => bucketsOf({ from: '2000-01-01', to: '2100-12-31' }, 'month')).toThrow(RangeError);
  });
});
