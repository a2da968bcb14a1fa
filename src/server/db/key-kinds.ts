import { Column, is, type SQLWrapper } from 'drizzle-orm';

/** What a keyset key holds, so that a cursor's value for it is checked before it meets SQL. */
export type KeyKind = 'number' | 'text' | 'date' | 'time' | 'instant';

/** Kinds by Drizzle's column types; a column of another type goes unchecked. */
const COLUMN_KINDS: Partial<Record<string, KeyKind>> = {
  PgInteger: 'number',
  PgSmallInt: 'number',
  PgSerial: 'number',
  PgBigInt53: 'number',
  PgVarchar: 'text',
  PgText: 'text',
  PgChar: 'text',
  PgDate: 'date',
  PgDateString: 'date',
  PgTime: 'time',
  PgTimestamp: 'instant',
  PgTimestampString: 'instant',
};

/** Year 0000 reads in JavaScript but PostgreSQL refuses it, as it refuses 2026-02-30. */
const DAY = /^(?!0000)\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?$/;
/** An instant in UTC to the millisecond, as `Date.toISOString` writes it, or the microsecond. */
const INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;

/** Whether the text names a real instant, written back the same: not 2026-02-30, nor 25:00. */
const sameWhenRead = (text: string, written: string) => {
  const time = Date.parse(text);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(written);
};
const isDay = (text: string) => DAY.test(text) && sameWhenRead(`${text}T00:00:00Z`, text);
const isInstant = (text: string) => INSTANT.test(text) && sameWhenRead(text, text.slice(0, 23));

const FITS: Record<KeyKind, (value: string | number) => boolean> = {
  number: (value) => typeof value === 'number',
  text: (value) => typeof value === 'string',
  date: (value) => typeof value === 'string' && isDay(value),
  time: (value) => typeof value === 'string' && TIME.test(value),
  instant: (value) => typeof value === 'string' && isInstant(value),
};

/**
 * Whether a cursor's value can stand for its key: by the kind its order declares for it (an
 * expression's, which SQL alone does not tell), else by its column's type. A forged cursor is
 * refused as bad input, not left to fail in the database.
 */
export function fitsKey(
  key: SQLWrapper,
  declared: KeyKind | undefined,
  value: string | number,
): boolean {
  const kind = declared ?? (is(key, Column) ? COLUMN_KINDS[key.columnType] : undefined);
  return kind === undefined || FITS[kind](value);
}
