/** The runs of characters a name is filed under: every two and every three in a row. */
const RUN_LENGTHS = [2, 3] as const;

/**
 * Card names, each under a number of its own, filed by every run of two and three characters
 * of its folded text. A "contains" search of at least two characters reads the names filed
 * under its rarest run and tests only those, instead of every card: a name is shared by a
 * card's printings, conditions, finishes and stores, so there are far fewer names than cards,
 * and most runs file a small share of them. Names are only added; one no card holds any more
 * simply finds no cards, until the index is loaded afresh.
 */
export function createNamePostings(fold: (text: string) => string) {
  const numbers = new Map<string, number>();
  const folded: string[] = [];
  /** For each run, the numbers of the names holding it, ascending. */
  const filed = new Map<string, number[]>();

  return {
    /** The name's number, filing it when it is new. */
    numberOf(name: string): number {
      const known = numbers.get(name);
      if (known !== undefined) return known;
      const number = folded.length;
      const text = fold(name);
      numbers.set(name, number);
      folded.push(text);
      for (const run of runsOf(text)) {
        const names = filed.get(run);
        if (names) names.push(number);
        else filed.set(run, [number]);
      }
      return number;
    },

    /** The name folded, as filed (folded afresh when it is not filed). */
    foldedOf(name: string): string {
      const number = numbers.get(name);
      return number === undefined ? fold(name) : (folded[number] as string);
    },

    /**
     * The numbers of the names containing `text` (folded), or undefined when the text is too
     * short to be looked up, or its rarest run files more than `most` names: then reading
     * the names is no cheaper than walking the cards.
     */
    containing(text: string, most: number): number[] | undefined {
      const length = Math.min(text.length, 3);
      if (length < 2) return undefined;
      let rarest: number[] | undefined;
      for (let start = 0; start + length <= text.length; start++) {
        const names = filed.get(text.slice(start, start + length));
        if (!names) return [];
        if (!rarest || names.length < rarest.length) rarest = names;
      }
      if (!rarest || rarest.length > most) return undefined;
      return rarest.filter((number) => (folded[number] as string).includes(text));
    },
  };
}

/** The distinct runs of the lengths names are filed under. */
function runsOf(text: string): Set<string> {
  const runs = new Set<string>();
  for (const length of RUN_LENGTHS) {
    for (let start = 0; start + length <= text.length; start++) {
      runs.add(text.slice(start, start + length));
    }
  }
  return runs;
}
