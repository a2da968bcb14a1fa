// Demo filter options for the card and merchandise lists, kept in step with the demo data.
import {
  CARD_CONDITIONS,
  type CardFilterType,
  GAME_TYPES,
  type MerchandiseFilterType,
} from '../../../../domain/catalog/options.ts';
import { demoCards } from './demo-cards.ts';
import { demoMerchandise } from './demo-merchandise.ts';

/** The distinct non-empty values, in the order they first appear. */
function distinct(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export const demoCardFilters: { filterType: CardFilterType; value: string }[] = [
  ...GAME_TYPES.map((value) => ({ filterType: 'gameType' as const, value })),
  ...CARD_CONDITIONS.map((value) => ({ filterType: 'condition' as const, value })),
  ...distinct(demoCards.map((card) => card.type)).map((value) => ({
    filterType: 'type' as const,
    value,
  })),
  ...distinct(demoCards.map((card) => card.rarity)).map((value) => ({
    filterType: 'rarity' as const,
    value,
  })),
];

export const demoMerchandiseFilters: { filterType: MerchandiseFilterType; value: string }[] = [
  ...distinct(demoMerchandise.map((item) => item.category)).map((value) => ({
    filterType: 'category' as const,
    value,
  })),
  ...distinct(demoMerchandise.map((item) => item.gameType)).map((value) => ({
    filterType: 'gameType' as const,
    value,
  })),
];
