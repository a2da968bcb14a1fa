import type { HotEntry } from '../../../domain/buylist/buylist-marks.contract.ts';
import { formatApiPrice } from '../../lib/format.ts';

type MarkedCard = Pick<HotEntry, 'name' | 'setCode' | 'collectorNumber' | 'condition' | 'finish'>;

/** A marked card as staff recognise it: "Sol Ring · FDN 245 · Near Mint · foil". */
export function markedCardLabel(card: MarkedCard): string {
  const set = [card.setCode, card.collectorNumber].filter(Boolean).join(' ');
  return [card.name, set, card.condition, card.finish].filter(Boolean).join(' · ');
}

/** What a hot card pays: its rates or its fixed prices. */
export function hotPaysLabel(entry: HotEntry): string {
  if (entry.cashPrice !== null && entry.creditPrice !== null) {
    return `${formatApiPrice(entry.cashPrice)} cash, ${formatApiPrice(entry.creditPrice)} credit`;
  }
  return `${entry.cashPercent}% cash, ${entry.creditPercent}% credit`;
}
