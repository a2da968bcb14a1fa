import type { FilterKind } from '../../../../domain/filters/filter.contract.ts';

/** Each filter list by name, as titles and messages call it. */
export const FILTER_KIND_LABELS: Record<FilterKind, string> = {
  card: 'Card',
  merchandise: 'Merchandise',
};

/** "Game Type" from "gameType": filter types are stored as identifiers. */
export function filterTypeLabel(filterType: string): string {
  const words = filterType.replace(/([A-Z])/g, ' $1');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
