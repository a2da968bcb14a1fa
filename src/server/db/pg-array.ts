/**
 * A PostgreSQL array literal of whole numbers or plain words, nulls as NULL: one parameter
 * however many values (cast it in SQL, `::int[]`), where a list of parameters would meet the
 * driver's limit. Only for values that need no quoting.
 */
export const pgArray = (values: readonly (number | string | null)[]): string =>
  `{${values.map((value) => value ?? 'NULL').join(',')}}`;
