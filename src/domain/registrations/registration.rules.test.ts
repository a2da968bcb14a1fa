import { describe, expect, it } from 'vitest';
import { takesEntries } from './registration.rules.ts';

const NOW = new Date('2026-11-26T19:00:00Z'); // 1:00 PM in Arkansas
const startedAtNoon = { status: 'upcoming', date: '2026-11-26', time: '12:00' } as const;
const tonight = { status: 'upcoming', date: '2026-11-26', time: '18:00' } as const;

describe('when an event takes entries', () => {
  it('online, until it starts', () => {
    expect(takesEntries(tonight, false, NOW)).toBe(true);
    expect(takesEntries(startedAtNoon, false, NOW)).toBe(false);
  });

  it('at the counter, also once started, until completed or cancelled', () => {
    expect(takesEntries(startedAtNoon, true, NOW)).toBe(true);
    expect(takesEntries({ ...startedAtNoon, status: 'completed' }, true, NOW)).toBe(false);
    expect(takesEntries({ ...tonight, status: 'cancelled' }, true, NOW)).toBe(false);
  });
});
