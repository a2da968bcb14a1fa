/**
 * How a card name and a search for it are compared: letters alike whatever their case or
 * accent ("Flabébé" by "flabebe", "Æther" by "aether", "Straße" by "strasse"), a phone's
 * curly quotes and dashes as the keyboard's straight ones ("Urza’s" by "Urza's"), and any
 * run of spaces as one. A name and a search both folded so, "contains" is a plain substring.
 */

/** Letters that no accent mark makes: they are spelled out. */
const SPELLED_OUT: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };
const SPELLED_OUT_LETTERS = /[æœßøłđ]/g;
const ACCENT_MARKS = /\p{M}/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u02BC\u2032]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
const SPACES = /\s+/g;
/** Text needing more than lower case: anything past plain ASCII, or a run of spaces. */
const BEYOND_LOWER_CASE = /[^\x20-\x7e]| {2}/;

export function foldSearchText(text: string): string {
  const lower = text.toLowerCase();
  // Nearly every name is plain ASCII: lower case is all it needs.
  if (!BEYOND_LOWER_CASE.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(ACCENT_MARKS, '')
    .replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .replace(SPACES, ' ');
}
