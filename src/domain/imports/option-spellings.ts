import type { CardCondition, CardFinish, CardLanguage } from '../catalog/options.ts';

/** Lower case, with underscores, hyphens, slashes and runs of spaces as one space. */
export function spelling(word: string): string {
  return word
    .trim()
    .toLowerCase()
    .replace(/[_\-/\s]+/g, ' ');
}

function lookup<Option>(table: Record<Option & string, readonly string[]>): Map<string, Option> {
  const words = new Map<string, Option>();
  for (const [option, spellings] of Object.entries(table) as [Option & string, string[]][]) {
    for (const each of [option, ...spellings]) words.set(spelling(each), option);
  }
  return words;
}

/**
 * TCGplayer writes the shop's own words or their initials; Moxfield writes Mint, Near Mint,
 * "Good (Lightly Played)", Played, Heavily Played and Damaged.
 */
const CONDITIONS = lookup<CardCondition>({
  'Near Mint': ['mint', 'm', 'nm', 'nm m', 'near mint mint'],
  'Lightly Played': [
    'lp',
    'light played',
    'excellent',
    'ex',
    'slightly played',
    'sp',
    'good (lightly played)',
  ],
  'Moderately Played': ['mp', 'good', 'gd', 'played', 'pl'],
  'Heavily Played': ['hp', 'heavy played'],
  Damaged: ['d', 'dmg', 'poor', 'po'],
});

/**
 * ManaBox grades on Cardmarket's scale (mint, near_mint, excellent, good, light_played, played,
 * poor), whose lower steps are each worse than the same word in TCGplayer's; Cardmarket itself
 * writes the grades' initials (MT, NM, EX, GD, LP, PL, PO).
 */
const CARDMARKET_CONDITIONS = lookup<CardCondition>({
  'Near Mint': ['mint', 'mt', 'near mint', 'nm'],
  'Lightly Played': ['excellent', 'ex'],
  'Moderately Played': ['good', 'gd', 'light played', 'lp'],
  'Heavily Played': ['played', 'pl'],
  Damaged: ['poor', 'po'],
});

/** ManaBox: normal, foil, etched; Moxfield: blank, foil, etched; TCGplayer: Normal, Foil, Holofoil... */
const FINISHES = lookup<CardFinish>({
  'non-foil': ['', 'normal', 'nonfoil', 'non foil', 'regular', 'unlimited', '1st edition'],
  foil: [
    'holofoil',
    'holo',
    'reverse holofoil',
    'reverse holo',
    '1st edition holofoil',
    'unlimited holofoil',
    'true',
    'yes',
  ],
  etched: ['foil etched', 'etched foil'],
});

/** Scryfall's codes (ManaBox), and the names and short forms the other exports use. */
const LANGUAGES = lookup<CardLanguage>({
  English: ['en', 'eng'],
  Japanese: ['ja', 'jp', 'jpn'],
  German: ['de', 'deu', 'ger'],
  French: ['fr', 'fra'],
  Italian: ['it', 'ita'],
  Spanish: ['es', 'sp', 'spa'],
  Portuguese: ['pt', 'por', 'portuguese (brazil)'],
  Russian: ['ru', 'rus'],
  Korean: ['ko', 'kr', 'kor'],
  'Chinese (Simplified)': ['zhs', 'cs', 'simplified chinese', 'chinese simplified', 'zh cn'],
  'Chinese (Traditional)': ['zht', 'ct', 'traditional chinese', 'chinese traditional', 'zh tw'],
});

export const conditionOf = (word: string): CardCondition | undefined =>
  CONDITIONS.get(spelling(word));
export const cardmarketConditionOf = (word: string): CardCondition | undefined =>
  CARDMARKET_CONDITIONS.get(spelling(word));
export const finishOf = (word: string): CardFinish | undefined => FINISHES.get(spelling(word));
/** A blank language is English, as every export writes it when it writes none. */
export const languageOf = (word: string): CardLanguage | undefined =>
  word.trim() === '' ? 'English' : LANGUAGES.get(spelling(word));
