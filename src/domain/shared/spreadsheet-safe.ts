/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) is given a
 * leading apostrophe: names and notes in the shop's files are typed by people.
 */
export const spreadsheetSafe = (value: string | null): string =>
  value !== null && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? '');

/** What a spreadsheet showed for a cell the shop wrote: the apostrophe taken off again. */
export const fromSpreadsheetSafe = (value: string): string =>
  /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
