/** The fixed option lists (docs/requirements.md#catalog). The open ones live in the filter tables. */

export const GAME_TYPES = ['Magic: The Gathering', 'Pokemon', 'Yu-Gi-Oh!', 'Lorcana'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const CARD_CONDITIONS = [
  'Near Mint',
  'Lightly Played',
  'Moderately Played',
  'Heavily Played',
  'Damaged',
] as const;
export type CardCondition = (typeof CARD_CONDITIONS)[number];

export const CARD_FINISHES = ['non-foil', 'foil', 'etched'] as const;
export type CardFinish = (typeof CARD_FINISHES)[number];

export const CARD_FINISH_LABELS: Record<CardFinish, string> = {
  'non-foil': 'Non-foil',
  foil: 'Foil',
  etched: 'Etched',
};

const isCardFinish = (finish: string): finish is CardFinish =>
  (CARD_FINISHES as readonly string[]).includes(finish);

/** A finish as people read it, "Non-foil"; one written by a report or file as it came. */
export const finishLabel = (finish: string): string =>
  isCardFinish(finish) ? CARD_FINISH_LABELS[finish] : finish;

/** The languages cards are printed in, as the shop writes them. */
export const CARD_LANGUAGES = [
  'English',
  'Japanese',
  'German',
  'French',
  'Italian',
  'Spanish',
  'Portuguese',
  'Russian',
  'Korean',
  'Chinese (Simplified)',
  'Chinese (Traditional)',
] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

/** A grading service of this value means the card is raw; pages hide it. */
export const UNGRADED = 'Ungraded';

/** Whether a card row is a graded slab: priced and bought by hand, never by a rule or a list. */
export const isGradedCard = (card: { grade: string | null; gradingService: string | null }) =>
  card.grade !== null || (card.gradingService !== null && card.gradingService !== UNGRADED);

export const TOURNAMENT_STATUSES = ['upcoming', 'ongoing', 'completed', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const CARD_FILTER_TYPES = ['gameType', 'condition', 'type', 'rarity'] as const;
export type CardFilterType = (typeof CARD_FILTER_TYPES)[number];

export const MERCHANDISE_FILTER_TYPES = ['category', 'gameType'] as const;
export type MerchandiseFilterType = (typeof MERCHANDISE_FILTER_TYPES)[number];

/** Lines without a stock limit stop here (docs/requirements.md#cart). */
export const MAX_LINE_QUANTITY = 999;

/** The sorts the merchandise and card lists share. */
export const PRICED_LIST_SORTS = ['name', 'price', '-price', 'newest'] as const;
export type PricedListSort = (typeof PRICED_LIST_SORTS)[number];

export const PRICED_LIST_SORT_LABELS: Record<PricedListSort, string> = {
  name: 'Name (A to Z)',
  price: 'Price (low to high)',
  '-price': 'Price (high to low)',
  newest: 'Newest first',
};
