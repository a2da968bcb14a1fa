import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { CardFilter, CardRow, FilterValue } from './card-filters.ts';

interface Column {
  filter: CardFilter;
  /** Each value met so far, as a small number. */
  codes: Map<FilterValue, number>;
  /** Each card's value's number, by slot. */
  values: Int32Array;
}

/** Matches no value's number. */
const UNKNOWN = -1;

/** The filters a query asks for: for each, the column of the cards' numbers by slot and the one wanted. */
export interface FilterTest {
  columns: Int32Array[];
  wanted: number[];
}

/** Whether the card in the slot passes every filter asked for. */
export function passes(test: FilterTest, slot: number): boolean {
  const { columns, wanted } = test;
  for (let i = 0; i < columns.length; i++) {
    if ((columns[i] as Int32Array)[slot] !== wanted[i]) return false;
  }
  return true;
}

/**
 * Each filter's value of every card, numbered and kept in a typed array by slot. A search
 * tests thousands of cards; reading a number from one compact array is many times faster
 * than reaching each card's row, scattered through memory. A card no longer indexed keeps its
 * numbers, which nothing reads.
 */
export function createFilterColumns(filters: readonly CardFilter[]) {
  const columns: Column[] = filters.map((filter) => ({
    filter,
    codes: new Map(),
    values: new Int32Array(0),
  }));

  function codeOf(column: Column, value: FilterValue): number {
    const known = column.codes.get(value);
    if (known !== undefined) return known;
    const code = column.codes.size;
    column.codes.set(value, code);
    return code;
  }

  return {
    /** Files the row's values in its slot, in place of any the slot had. */
    set(row: CardRow, slot: number): void {
      for (const column of columns) {
        if (slot >= column.values.length) {
          const grown = new Int32Array(Math.max(1024, (slot + 1) * 2));
          grown.set(column.values);
          column.values = grown;
        }
        column.values[slot] = codeOf(column, column.filter.of(row));
      }
    },

    /** The query's filters, read out of the query once, not once per card. */
    test(query: CardListQuery): FilterTest {
      const test: FilterTest = { columns: [], wanted: [] };
      for (const column of columns) {
        const wanted = column.filter.wanted(query);
        if (wanted === undefined) continue;
        test.columns.push(column.values);
        test.wanted.push(column.codes.get(wanted) ?? UNKNOWN);
      }
      return test;
    },
  };
}
