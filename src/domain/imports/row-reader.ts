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

/** The most of a cell a refusal quotes, so a huge cell never travels into a preview or a log. */
const QUOTED_LENGTH = 40;

/** A cell as a refusal quotes it: clipped to a few words. */
export const quoted = (value: string) =>
  `"${value.length > QUOTED_LENGTH ? `${value.slice(0, QUOTED_LENGTH - 1)}…` : value}"`;

/** Control characters with tabs and line breaks allowed, as a description may have them. */
const CONTROL_IN_PROSE = /[^\P{Cc}\t\n\r]/u;

/** Digits only: no sign, point, exponent or `0x`, which `Number` would read. */
const WHOLE_NUMBER = /^\d+$/;

export interface TextRule {
  /** The most characters the editor takes in the field. */
  max: number;
  /** Whether line breaks and tabs belong, as in a description. */
  prose?: boolean;
}

/** The cells of one row by column name, each read or refused with the column named. */
export function rowReader(record: Readonly<Record<string, string | undefined>>) {
  const raw = (column: string) => record[column]?.trim() ?? '';
  function checked(column: string, { max, prose = false }: TextRule): string {
    const value = raw(column);
    if (prose ? CONTROL_IN_PROSE.test(value) : !withoutControlCharacters(value)) {
      throw new RowRefusal(
        column,
        `${column} has a control character${prose ? '' : ' or a line break'} in it`,
      );
    }
    if (value.length > max) {
      throw new RowRefusal(column, `${column} is longer than ${max} characters`);
    }
    return value;
  }
  return {
    /** A cell matched against a list of words: any length, as no word is long. */
    text: raw,
    optional(column: string, rule: TextRule): string | null {
      const value = checked(column, rule);
      return value === '' ? null : value;
    },
    required(column: string, rule: TextRule): string {
      const value = checked(column, rule);
      if (value === '') throw new RowRefusal(column, `${column} is missing`);
      return value;
    },
    quantity(column: string, max: number): number {
      const value = raw(column);
      const number = Number(value);
      if (!WHOLE_NUMBER.test(value) || number > max) {
        throw new RowRefusal(
          column,
          `${column} ${quoted(value)} is not a whole number from 0 to ${max}`,
        );
      }
      return number;
    },
    /** A price in dollars, or null when blank. */
    price(column: string): number | null {
      const value = raw(column);
      if (value === '') return null;
      const cents = parsePrice(value);
      if (cents === null || cents > MAX_PRICE_CENTS) {
        throw new RowRefusal(column, `${column} ${quoted(value)} is not a price like 19.99`);
      }
      return cents;
    },
    option<Option>(column: string, of: (word: string) => Option | undefined, what: string): Option {
      const option = of(raw(column));
      if (option === undefined)
        throw new RowRefusal(column, `unknown ${what} ${quoted(raw(column))}`);
      return option;
    },
  };
}

export type RowReader = ReturnType<typeof rowReader>;
