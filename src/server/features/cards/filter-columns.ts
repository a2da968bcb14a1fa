import type { CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { CardFilter, CardRow, FilterValue } from './card-filters.ts';

interface Column {
  filter: CardFilter;
  /** Each value met so far, as a small number. */
  codes: Map<FilterValue, number>;
  /** Each card's value's number, by card id. */
  values: Int32Array;
}

/** Matches no value's number. */
const UNKNOWN = -1;
const always = () => true;

/**
 * Each filter's value of every card, numbered and kept in a typed array by card id. A search
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
    /** Files the row's values, in place of any its id had. */
    set(row: CardRow): void {
      for (const column of columns) {
        if (row.id >= column.values.length) {
          const grown = new Int32Array(Math.max(1024, (row.id + 1) * 2));
          grown.set(column.values);
          column.values = grown;
        }
        column.values[row.id] = codeOf(column, column.filter.of(row));
      }
    },

    /** The query's filters as one test of a card id, read out of the query once. */
    test(query: CardListQuery): (id: number) => boolean {
      const asked = columns.flatMap((column) => {
        const wanted = column.filter.wanted(query);
        if (wanted === undefined) return [];
        return [{ values: column.values, code: column.codes.get(wanted) ?? UNKNOWN }];
      });
      if (asked.length === 0) return always;
      return (id) => {
        for (const { values, code } of asked) if (values[id] !== code) return false;
        return true;
      };
    },
  };
}
