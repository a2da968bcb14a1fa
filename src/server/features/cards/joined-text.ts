/**
 * Can appear in no text: the server refuses NUL in every input, and PostgreSQL cannot store
 * it. So a match never runs from one entry's text into the next one's.
 */
const SEPARATOR = '\0';

/**
 * The texts of a list's entries joined into one string, with where each one starts. One
 * native `indexOf` over it finds the next entry containing a word about ten times faster
 * than testing each entry's text in turn, which is what makes a search that matches little
 * cheap on 100,000 cards.
 */
export function joinTexts(texts: readonly string[]) {
  const starts = new Int32Array(texts.length + 1);
  let offset = 0;
  texts.forEach((text, i) => {
    starts[i] = offset;
    offset += text.length + SEPARATOR.length;
  });
  starts[texts.length] = offset;
  const joined = texts.join(SEPARATOR);

  /** The entry whose text holds the character at `offset`. */
  function entryAt(offset: number): number {
    let low = 0;
    let high = texts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  return {
    /** The position of the first entry at or after `from` whose text contains `part`, or -1. */
    nextContaining(part: string, from: number): number {
      if (from >= texts.length) return -1;
      const found = joined.indexOf(part, starts[from]);
      return found < 0 ? -1 : entryAt(found);
    },
  };
}

export type JoinedTexts = ReturnType<typeof joinTexts>;
