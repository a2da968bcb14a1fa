import { CARD_LIMITS } from '../cards/card.contract.ts';
import {
  type CardCondition,
  type CardFinish,
  GAME_TYPES,
  type GameType,
  UNGRADED,
} from '../catalog/options.ts';
import {
  cardmarketConditionOf,
  conditionOf,
  finishOf,
  languageOf,
  spelling,
} from './option-spellings.ts';
import { type RowReader, RowRefusal } from './row-reader.ts';

/** One card row of a file, in the shop's terms. */
export interface ImportedCard {
  name: string;
  gameType: GameType;
  setName: string;
  setCode: string | null;
  collectorNumber: string | null;
  condition: CardCondition;
  finish: CardFinish;
  language: string;
  /**
   * The shop's "Ungraded" when the file names no grading service; an import resolves it to the
   * store's own row's, which may be none.
   */
  gradingService: string | null;
  grade: string | null;
  rarity: string | null;
  quantity: number;
  /** The sale price, when the file has one (the shop's own export). */
  priceCents: number | null;
  /**
   * What one copy cost, from a collection export or the shop's own: kept as the card's cost,
   * and a starting point for a price.
   */
  purchaseCents: number | null;
}

export interface CardFormat {
  label: string;
  /** Every column the format's export writes; detection needs them all in the header row. */
  columns: readonly string[];
  /** Columns read when the file has them, which older files of the format lack. */
  optionalColumns?: readonly string[];
  /** The game every row is for, when the format is for one game only. */
  gameType: GameType | null;
  /** The column that says how many copies a row is. */
  quantityColumn: string;
  /** The row as a card of `gameType` (the file's, or the one staff picked); throws RowRefusal. */
  read(row: RowReader, gameType: GameType | null): ImportedCard;
}

const isGameType = (word: string): GameType | undefined =>
  GAME_TYPES.find((game) => spelling(game) === spelling(word));

function gameOf(row: RowReader, picked: GameType | null, column: string | null): GameType {
  if (column === null || row.text(column) === '') {
    if (picked === null)
      throw new RowRefusal(column ?? 'Game', 'choose the game these cards are for');
    return picked;
  }
  return row.option(column, isGameType, 'game');
}

const upper = (code: string | null) => code?.toUpperCase() ?? null;

/**
 * A grading service, with none read as the shop's own "Ungraded": the store's raw cards carry
 * that word (or, made in the editor, nothing), every page treats the two alike, and a card's
 * identity includes it, so a raw card in a file must find the raw card the store stocks.
 */
export const gradingServiceOrUngraded = (service: string | null): string =>
  service === null || spelling(service) === spelling(UNGRADED) ? UNGRADED : service;

/** How Moxfield (True/False) and a spreadsheet (yes, 1) write a flag that is set. */
const SET_FLAGS = new Set(['true', 'yes', 'y', '1']);

/**
 * A proxy is a printed stand-in, not the card: the shop never stocks one for sale, so its row
 * is refused rather than listed.
 */
function refuseProxy(row: RowReader, column: string): void {
  if (SET_FLAGS.has(spelling(row.text(column)))) {
    throw new RowRefusal(column, 'a proxy is not a real card; the shop does not stock it');
  }
}

/** The shop's own export, so an exported file comes back as it went out. */
export const SHOP_CARD_COLUMNS = [
  'Name',
  'Game',
  'Set name',
  'Set code',
  'Collector number',
  'Condition',
  'Finish',
  'Language',
  'Grading service',
  'Grade',
  'Rarity',
  'Price',
  'Quantity',
] as const;

/** Written by the shop's export since it kept costs; files from before lack it. */
export const SHOP_CARD_OPTIONAL_COLUMNS = ['Cost'] as const;

/** TCGplayer's collection export, which the shop also writes. */
export const TCGPLAYER_COLUMNS = [
  'Quantity',
  'Name',
  'Simple Name',
  'Set',
  'Card Number',
  'Set Code',
  'Printing',
  'Condition',
  'Language',
  'Rarity',
  'Product ID',
  'SKU',
] as const;

export const CARD_FORMATS = {
  manabox: {
    label: 'ManaBox',
    columns: [
      'Binder Name',
      'Binder Type',
      'Name',
      'Set code',
      'Set name',
      'Collector number',
      'Foil',
      'Rarity',
      'Quantity',
      'ManaBox ID',
      'Scryfall ID',
      'Purchase price',
      'Misprint',
      'Altered',
      'Condition',
      'Language',
      'Purchase price currency',
    ],
    gameType: 'Magic: The Gathering',
    quantityColumn: 'Quantity',
    read: (row) => ({
      name: row.required('Name', { max: CARD_LIMITS.name }),
      gameType: 'Magic: The Gathering',
      setName: row.required('Set name', { max: CARD_LIMITS.setName }),
      setCode: upper(row.optional('Set code', { max: CARD_LIMITS.setCode })),
      collectorNumber: row.optional('Collector number', { max: CARD_LIMITS.collectorNumber }),
      condition: row.option('Condition', cardmarketConditionOf, 'condition'),
      finish: row.option('Foil', finishOf, 'finish'),
      language: row.option('Language', languageOf, 'language'),
      gradingService: UNGRADED,
      grade: null,
      rarity: row.optional('Rarity', { max: CARD_LIMITS.rarity }),
      quantity: row.quantity('Quantity', CARD_LIMITS.quantity),
      priceCents: null,
      purchaseCents: row.price('Purchase price'),
    }),
  },
  moxfield: {
    label: 'Moxfield',
    columns: [
      'Count',
      'Tradelist Count',
      'Name',
      'Edition',
      'Condition',
      'Language',
      'Foil',
      'Tags',
      'Last Modified',
      'Collector Number',
      'Alter',
      'Proxy',
      'Purchase Price',
    ],
    gameType: 'Magic: The Gathering',
    quantityColumn: 'Count',
    read(row) {
      refuseProxy(row, 'Proxy');
      // Moxfield names a printing by its set code alone, so the code is the set's name too.
      const edition = upper(row.required('Edition', { max: CARD_LIMITS.setCode })) ?? '';
      return {
        name: row.required('Name', { max: CARD_LIMITS.name }),
        gameType: 'Magic: The Gathering',
        setName: edition,
        setCode: edition,
        collectorNumber: row.optional('Collector Number', { max: CARD_LIMITS.collectorNumber }),
        condition: row.option('Condition', conditionOf, 'condition'),
        finish: row.option('Foil', finishOf, 'finish'),
        language: row.option('Language', languageOf, 'language'),
        gradingService: UNGRADED,
        grade: null,
        rarity: null,
        quantity: row.quantity('Count', CARD_LIMITS.quantity),
        priceCents: null,
        purchaseCents: row.price('Purchase Price'),
      };
    },
  },
  tcgplayer: {
    label: 'TCGplayer collection',
    columns: TCGPLAYER_COLUMNS,
    gameType: null,
    quantityColumn: 'Quantity',
    read: (row, picked) => ({
      name: row.required('Name', { max: CARD_LIMITS.name }),
      gameType: gameOf(row, picked, null),
      setName: row.required('Set', { max: CARD_LIMITS.setName }),
      setCode: upper(row.optional('Set Code', { max: CARD_LIMITS.setCode })),
      collectorNumber: row.optional('Card Number', { max: CARD_LIMITS.collectorNumber }),
      condition: row.option('Condition', conditionOf, 'condition'),
      finish: row.option('Printing', finishOf, 'printing'),
      language: row.option('Language', languageOf, 'language'),
      gradingService: UNGRADED,
      grade: null,
      rarity: row.optional('Rarity', { max: CARD_LIMITS.rarity }),
      quantity: row.quantity('Quantity', CARD_LIMITS.quantity),
      priceCents: null,
      purchaseCents: null,
    }),
  },
  shop: {
    label: 'Natural State TCG',
    columns: SHOP_CARD_COLUMNS,
    optionalColumns: SHOP_CARD_OPTIONAL_COLUMNS,
    gameType: null,
    quantityColumn: 'Quantity',
    read: (row, picked) => ({
      name: row.required('Name', { max: CARD_LIMITS.name }),
      gameType: gameOf(row, picked, 'Game'),
      setName: row.required('Set name', { max: CARD_LIMITS.setName }),
      setCode: row.optional('Set code', { max: CARD_LIMITS.setCode }),
      collectorNumber: row.optional('Collector number', { max: CARD_LIMITS.collectorNumber }),
      condition: row.option('Condition', conditionOf, 'condition'),
      finish: row.option('Finish', finishOf, 'finish'),
      language: row.option('Language', languageOf, 'language'),
      gradingService: gradingServiceOrUngraded(
        row.optional('Grading service', { max: CARD_LIMITS.gradingService }),
      ),
      grade: row.optional('Grade', { max: CARD_LIMITS.grade }),
      rarity: row.optional('Rarity', { max: CARD_LIMITS.rarity }),
      quantity: row.quantity('Quantity', CARD_LIMITS.quantity),
      priceCents: row.price('Price'),
      purchaseCents: row.price('Cost'),
    }),
  },
} satisfies Record<string, CardFormat>;

export type CardFormatName = keyof typeof CARD_FORMATS;
export const CARD_FORMAT_NAMES = Object.keys(CARD_FORMATS) as CardFormatName[];

/** The cards table's unique key within a store: rows of one identity are one card. */
export type CardIdentity = Pick<
  ImportedCard,
  | 'gameType'
  | 'name'
  | 'setCode'
  | 'collectorNumber'
  | 'condition'
  | 'finish'
  | 'language'
  | 'gradingService'
  | 'grade'
>;

/** A card's identity as text fields, as any row carrying one has them. */
export type CardIdentityFields = { [Key in keyof CardIdentity]: string | null };

/** A card's identity as one string, for finding rows and cards of the same identity. */
export function cardIdentityKey(card: CardIdentityFields): string {
  return JSON.stringify([
    card.gameType,
    card.name,
    card.setCode,
    card.collectorNumber,
    card.condition,
    card.finish,
    card.language,
    card.gradingService,
    card.grade,
  ]);
}

/**
 * A card's identity as an import matches it: a card with no grading service is the store's
 * "Ungraded" one, whichever of the two the store's row holds.
 */
export const rawCardKey = (card: CardIdentityFields): string =>
  cardIdentityKey({ ...card, gradingService: gradingServiceOrUngraded(card.gradingService) });
