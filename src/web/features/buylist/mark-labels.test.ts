import { describe, expect, it } from 'vitest';
import type { HotEntry } from '../../../domain/buylist/buylist-marks.contract.ts';
import { hotPaysLabel, markedCardLabel } from './mark-labels.ts';

const hot: HotEntry = {
  id: 1,
  cardId: 7,
  name: 'Sol Ring',
  setCode: 'FDN',
  collectorNumber: '245',
  condition: 'Near Mint',
  finish: 'foil',
  gameType: 'Magic: The Gathering',
  cashPercent: 70,
  creditPercent: 85,
  cashPrice: null,
  creditPrice: null,
  target: 4,
};

describe('the hotlist’s labels', () => {
  it('names a marked card by its set, number, condition and finish, leaving out what it lacks', () => {
    expect(markedCardLabel(hot)).toBe('Sol Ring · FDN 245 · Near Mint · foil');
    expect(markedCardLabel({ ...hot, setCode: null, collectorNumber: null })).toBe(
      'Sol Ring · Near Mint · foil',
    );
  });

  it('says what a hot card pays: its rates, or its fixed prices', () => {
    expect(hotPaysLabel(hot)).toBe('70% cash, 85% credit');
    expect(
      hotPaysLabel({
        ...hot,
        cashPercent: null,
        creditPercent: null,
        cashPrice: '12.00',
        creditPrice: '15.50',
      }),
    ).toBe('$12.00 cash, $15.50 credit');
  });
});
