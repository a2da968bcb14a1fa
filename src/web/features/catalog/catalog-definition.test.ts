import { describe, expect, it } from 'vitest';
import type { FilterEntry } from '../../../domain/filters/filter.contract.ts';
import { knownValues } from './catalog-definition.ts';
import { pricedListSorts } from './priced-list-sorts.ts';

const definition = {
  sorts: pricedListSorts,
  filters: [
    {
      key: 'finish',
      label: 'Finish',
      allLabel: 'All Finishes',
      options: { fixed: [{ value: 'foil', label: 'Foil' }] },
    },
    { key: 'gameType', label: 'Game Type', allLabel: 'All Games', options: { filterType: 'game' } },
  ] as const,
};
const storeFilters: FilterEntry[] = [
  { id: 1, filterType: 'game', value: 'Pokemon', createdAt: '2026-11-01T00:00:00.000Z' },
];
const none = { q: '', sort: '', finish: '', gameType: '' };

describe("a list's values read from its address", () => {
  it('keeps what the page offers', () => {
    const values = { q: 'dragon', sort: '-price', finish: 'foil', gameType: 'Pokemon' };
    expect(knownValues(definition, values, storeFilters)).toEqual(values);
  });

  it('leaves out a sort or option the page does not offer, so an old link still lists', () => {
    const odd = { q: '', sort: 'bogus', finish: 'shiny', gameType: 'Chess' };
    expect(knownValues(definition, odd, storeFilters)).toEqual(none);
  });

  it("takes a store filter as read until the store's lists load", () => {
    const values = { ...none, gameType: `P\u0000${'o'.repeat(150)}` };
    expect(knownValues(definition, values, undefined).gameType).toBe(`P${'o'.repeat(99)}`);
  });

  it('cuts a search to the 100 characters the API reads, without a NUL', () => {
    const values = { ...none, q: `dra\u0000gon${'x'.repeat(200)}` };
    expect(knownValues(definition, values, storeFilters).q).toBe(`dragon${'x'.repeat(94)}`);
  });
});
