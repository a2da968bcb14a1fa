import { describe, expect, it } from 'vitest';
import type { FilterEntry } from '../../../domain/filters/filter.contract.ts';
import { knownValues, optionsFor } from './catalog-definition.ts';
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

describe("a filter's options", () => {
  it('lists conditions best first, as a grader reads them, and other values A to Z', () => {
    const entry = (filterType: string, value: string, id: number): FilterEntry => ({
      id,
      filterType,
      value,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const entries = ['Damaged', 'Heavily Played', 'Lightly Played', 'Mint-ish', 'Near Mint'].map(
      (value, index) => entry('condition', value, index),
    );
    const condition = {
      key: 'condition',
      label: 'Condition',
      allLabel: 'All Conditions',
      options: { filterType: 'condition' },
    } as const;
    expect(optionsFor(condition, entries).map((option) => option.label)).toEqual([
      'All Conditions',
      'Near Mint',
      'Lightly Played',
      'Heavily Played',
      'Damaged',
      'Mint-ish',
    ]);
  });

  it("lists games in the shop's own order, as the sell page and the event form do", () => {
    const entries = ['Lorcana', 'Magic: The Gathering', 'One Piece', 'Pokemon', 'Yu-Gi-Oh!'].map(
      (value, id): FilterEntry => ({
        id,
        filterType: 'gameType',
        value,
        createdAt: '2026-11-01T00:00:00.000Z',
      }),
    );
    const game = {
      key: 'gameType',
      label: 'Game Type',
      allLabel: 'All Games',
      options: { filterType: 'gameType' },
    } as const;
    expect(optionsFor(game, entries).map((option) => option.label)).toEqual([
      'All Games',
      'Magic: The Gathering',
      'Pokemon',
      'Yu-Gi-Oh!',
      'Lorcana',
      'One Piece',
    ]);
  });
});
