import { MAX_PRICE_CENTS, parsePrice } from '../money/money.ts';
import { withoutControlCharacters } from '../shared/input.contract.ts';

/** Why one row of a file is not imported: the column at fault and what is wrong with it. */
export class RowRefusal extends Error {
  constructor(
    readonly column: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Copies a row may carry, as a staff edit may set. */
const MAX_QUANTITY = 100_000;

/** The cells of one row by column name, each read or refused with the column named. */
export function rowReader(record: Readonly<Record<string, string | undefined>>) {
  const text = (column: string) => record[column]?.trim() ?? '';
  const required = (column: string): string => {
    const value = text(column);
    if (value === '') throw new RowRefusal(column, `${column} is missing`);
    return value;
  };
  return {
    text,
    optional(column: string): string | null {
      return text(column) === '' ? null : text(column);
    },
    required,
    /** A required name, held to the rule of every name field the shop keeps. */
    name(column: string): string {
      const value = required(column);
      if (!withoutControlCharacters(value)) {
        throw new RowRefusal(
          column,
          `${column} must not contain line breaks or control characters`,
        );
      }
      return value;
    },
    quantity(column: string): number {
      const value = text(column);
      const number = Number(value);
      if (value === '' || !Number.isInteger(number) || number < 0 || number > MAX_QUANTITY) {
        throw new RowRefusal(
          column,
          `${column} "${value}" is not a whole number from 0 to ${MAX_QUANTITY}`,
        );
      }
      return number;
    },
    /** A price in dollars, or null when blank. */
    price(column: string): number | null {
      const value = text(column);
      if (value === '') return null;
      const cents = parsePrice(value);
      if (cents === null || cents > MAX_PRICE_CENTS) {
        throw new RowRefusal(column, `${column} "${value}" is not a price like 19.99`);
      }
      return cents;
    },
    option<Option>(column: string, of: (word: string) => Option | undefined, what: string): Option {
      const option = of(text(column));
      if (option === undefined) throw new RowRefusal(column, `unknown ${what} "${text(column)}"`);
      return option;
    },
  };
}

export type RowReader = ReturnType<typeof rowReader>;
