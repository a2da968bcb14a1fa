import { CARD_LIMITS } from '../cards/card.contract.ts';
import {
  CARD_CONDITIONS,
  CARD_LANGUAGES,
  type CardCondition,
  type CardFinish,
  GAME_TYPES,
  type GameType,
} from '../catalog/options.ts';
import { conditionOf, finishOf, languageOf, spelling } from '../imports/option-spellings.ts';
import { quoted, type RowReader, RowRefusal } from '../imports/row-reader.ts';
import { formatDollars, parsePrice } from '../money/money.ts';
import { LOCATIONS, type Location, storeName } from '../stores/stores.ts';
import type { PriceFileFormat } from './price-import.contract.ts';
import type { FilePrices } from './reprice.rules.ts';

/** The most a price file may say a card is worth: anything above is a mistake in the file. */
export const MAX_FILE_PRICE_CENTS = 10_000_000;

/** A price file's row, in the shop's terms. */
export interface PriceRow {
  gameType: GameType;
  name: string;
  /** TCGplayer names a card's set by its name; the shop's file by its code. */
  setName: string | null;
  setCode: string | null;
  collectorNumber: string | null;
  condition: CardCondition;
  finish: CardFinish;
  language: string;
  /** TCGplayer's SKU id, which later files are matched by once a card has it. */
  tcgplayerId: number | null;
  prices: FilePrices;
  /** The store a `Store` column names; null when the file has no such column or leaves it blank. */
  store: Location | null;
}

/**
 * Why a whole file is refused: a price no store could mean, or a row for the other store. Unlike
 * a row's unknown card (counted as unmatched), nothing of such a file is kept.
 */
export class PriceFileRefusal extends Error {
  constructor(
    readonly column: string,
    reason: string,
    readonly code: 'bad_price' | 'other_store',
  ) {
    super(reason);
  }
}

export interface PriceFileFormatRules {
  label: string;
  /** The columns detection needs in the header row. */
  columns: readonly string[];
  /** Columns read when present. */
  optionalColumns: readonly string[];
  read(row: RowReader): PriceRow;
}

/**
 * A row may name its store in a column of one of these names; a row naming the other store
 * refuses the file.
 */
const STORE_COLUMNS = ['Store', 'Location', 'store', 'location'] as const;

const GAME_SPELLINGS: Record<GameType, readonly string[]> = {
  'Magic: The Gathering': ['magic', 'mtg'],
  Pokemon: ['pokémon', 'pokemon tcg'],
  'Yu-Gi-Oh!': ['yugioh', 'yu gi oh', 'yugioh!'],
  Lorcana: ['disney lorcana', 'lorcana tcg'],
};
const GAMES = new Map(
  GAME_TYPES.flatMap((game) =>
    [game, ...GAME_SPELLINGS[game]].map((word): [string, GameType] => [spelling(word), game]),
  ),
);
const gameOf = (word: string) => GAMES.get(spelling(word));

const STORE_WORDS = new Map(
  LOCATIONS.flatMap((location) =>
    [location, storeName(location)].map((word): [string, Location] => [spelling(word), location]),
  ),
);

function storeOf(row: RowReader): Location | null {
  const column = STORE_COLUMNS.find((name) => row.text(name) !== '');
  if (column === undefined) return null;
  const text = row.text(column);
  const store = STORE_WORDS.get(spelling(text));
  if (store === undefined) {
    throw new PriceFileRefusal(
      column,
      `${column} ${quoted(text)} is not one of the shop's stores`,
      'other_store',
    );
  }
  return store;
}

/** A price cell: blank is no price; a negative, unreadable or absurd price refuses the file. */
function filePrice(row: RowReader, column: string): number | null {
  const text = row.text(column);
  if (text === '') return null;
  if (/^-|^\$\s*-/.test(text)) {
    throw new PriceFileRefusal(column, `${column} ${quoted(text)} is negative`, 'bad_price');
  }
  const cents = parsePrice(text);
  if (cents === null) {
    throw new PriceFileRefusal(
      column,
      `${column} ${quoted(text)} is not a price like 19.99`,
      'bad_price',
    );
  }
  if (cents > MAX_FILE_PRICE_CENTS) {
    throw new PriceFileRefusal(
      column,
      `${column} ${quoted(text)} is above ${formatDollars(MAX_FILE_PRICE_CENTS)}`,
      'bad_price',
    );
  }
  return cents;
}

const LANGUAGE_SUFFIXES = CARD_LANGUAGES.map((language) => ({
  language,
  words: ` ${spelling(language)}`,
}));

/**
 * TCGplayer's Condition: the condition, then the printing when not the normal one, then the
 * language when not English ("Near Mint Foil", "Lightly Played Holofoil Japanese").
 */
function tcgplayerCondition(
  text: string,
): { condition: CardCondition; finish: CardFinish; language: string } | undefined {
  const words = spelling(text);
  for (const condition of CARD_CONDITIONS) {
    const prefix = spelling(condition);
    if (words !== prefix && !words.startsWith(`${prefix} `)) continue;
    let rest = ` ${words.slice(prefix.length).trim()}`;
    const suffix = LANGUAGE_SUFFIXES.find((each) => rest.endsWith(each.words));
    if (suffix) rest = rest.slice(0, -suffix.words.length);
    const finish = finishOf(rest.trim());
    return finish && { condition, finish, language: suffix?.language ?? 'English' };
  }
  return undefined;
}

function tcgplayerId(row: RowReader): number | null {
  const text = row.text('TCGplayer Id');
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** A cell's reading, or the row refused (counted as unmatched) naming the column. */
const known = <Option>(what: string, column: string, value: Option | undefined): Option => {
  if (value === undefined) throw new RowRefusal(column, `unknown ${what}`);
  return value;
};

export const PRICE_FILES: Record<PriceFileFormat, PriceFileFormatRules> = {
  tcgplayer: {
    label: 'TCGplayer pricing export',
    columns: [
      'TCGplayer Id',
      'Product Line',
      'Set Name',
      'Product Name',
      'Number',
      'Condition',
      'TCG Market Price',
      'TCG Direct Low',
      'TCG Low Price',
    ],
    optionalColumns: [
      'Title',
      'Rarity',
      'TCG Low Price With Shipping',
      'Total Quantity',
      'Add to Quantity',
      'TCG Marketplace Price',
      'Photo URL',
      ...STORE_COLUMNS,
    ],
    read(row) {
      const prices = {
        market: filePrice(row, 'TCG Market Price'),
        low: filePrice(row, 'TCG Low Price'),
        directLow: filePrice(row, 'TCG Direct Low'),
      };
      const store = storeOf(row);
      const printing = known('condition', 'Condition', tcgplayerCondition(row.text('Condition')));
      return {
        gameType: row.option('Product Line', gameOf, 'game'),
        name: row.required('Product Name', { max: CARD_LIMITS.name }),
        setName: row.required('Set Name', { max: CARD_LIMITS.setName }),
        setCode: null,
        collectorNumber: row.optional('Number', { max: CARD_LIMITS.collectorNumber }),
        ...printing,
        tcgplayerId: tcgplayerId(row),
        prices,
        store,
      };
    },
  },
  shop: {
    label: 'Natural State TCG price file',
    columns: [
      'Game',
      'Name',
      'Set code',
      'Collector number',
      'Condition',
      'Finish',
      'Language',
      'Market price',
    ],
    optionalColumns: ['Low price', 'Direct low', ...STORE_COLUMNS],
    read(row) {
      const prices = {
        market: filePrice(row, 'Market price'),
        low: filePrice(row, 'Low price'),
        directLow: filePrice(row, 'Direct low'),
      };
      const store = storeOf(row);
      return {
        gameType: row.option('Game', gameOf, 'game'),
        name: row.required('Name', { max: CARD_LIMITS.name }),
        setName: null,
        setCode: row.optional('Set code', { max: CARD_LIMITS.setCode }),
        collectorNumber: row.optional('Collector number', { max: CARD_LIMITS.collectorNumber }),
        condition: row.option('Condition', conditionOf, 'condition'),
        finish: row.option('Finish', finishOf, 'finish'),
        language: row.option('Language', languageOf, 'language'),
        tcgplayerId: null,
        prices,
        store,
      };
    },
  },
};
