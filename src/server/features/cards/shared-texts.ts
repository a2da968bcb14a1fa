import type { CardRow } from './card-filters.ts';

/** The texts many cards repeat: a name across printings, a set, a condition, a language. */
const REPEATED_TEXTS = [
  'name',
  'gameType',
  'setName',
  'setCode',
  'condition',
  'language',
  'gradingService',
  'grade',
  'type',
  'rarity',
] as const satisfies readonly (keyof CardRow)[];

/**
 * Makes rows hold one copy of each repeated text instead of one each, as read from the
 * database: at 100,000 cards a store that is tens of megabytes less. The rows are the
 * index's own, so it changes them in place.
 */
export function createStringSharing() {
  const texts = new Map<string, string>();
  const sharedCopy = (text: string) => {
    const known = texts.get(text);
    if (known !== undefined) return known;
    texts.set(text, text);
    return text;
  };
  return {
    share(row: CardRow): void {
      for (const field of REPEATED_TEXTS) {
        const text = row[field];
        if (text !== null) row[field] = sharedCopy(text);
      }
    },
  };
}
