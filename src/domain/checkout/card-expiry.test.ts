import { describe, expect, it } from 'vitest';
import { readCardExpiry } from './checkout.contract.ts';

describe('a card expiry as typed', () => {
  it('reads the ways people type it, the keypad’s four digits too', () => {
    for (const typed of ['12 / 34', '12/34', '12-34', '1234', ' 12 34 ']) {
      expect(readCardExpiry(typed), typed).toEqual({ month: 12, year: 2034 });
    }
    expect(readCardExpiry('3/30')).toEqual({ month: 3, year: 2030 });
    expect(readCardExpiry('0330')).toEqual({ month: 3, year: 2030 });
  });

  it('reads nothing that is not a month and a year', () => {
    for (const typed of ['13/30', '00/30', '12/3', '123', '12/2030', 'ab/cd', '']) {
      expect(readCardExpiry(typed), typed).toBeNull();
    }
  });
});
