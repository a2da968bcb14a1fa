import { describe, expect, it } from 'vitest';
import type { CounterLookupItem } from '../../../domain/counter/counter-lookup.contract.ts';
import { namedAsTyped } from './named-as-typed.ts';

const item = (name: string, detail: string): CounterLookupItem => ({
  itemType: 'card',
  itemId: 1,
  name,
  price: '1.00',
  stock: 3,
  sku: null,
  barcode: null,
  detail,
});

describe('a name typed in full at the counter', () => {
  const solRing = item('Sol Ring', 'Commander Masters · Near Mint');
  const results = [item('Sol Ring Token', 'Tokens'), solRing, item('Solemn Offering', 'Core')];

  it('picks the one result of that name, in any case, among others that only contain it', () => {
    expect(namedAsTyped(results, 'sol ring')).toBe(solRing);
  });

  it('leaves the choice to the cashier when several share the name, or none has it', () => {
    const twice = [...results, item('Sol Ring', 'Commander Masters · Lightly Played')];
    expect(namedAsTyped(twice, 'Sol Ring')).toBeUndefined();
    expect(namedAsTyped(results, 'Sol')).toBeUndefined();
  });
});
