import { groupThousands } from '../../../domain/shared/thousands.ts';
import { formatEventDate } from '../../lib/format.ts';

export { kindLabel } from '../../../domain/inventory/kind-labels.ts';

/** A bucket's first day as a table shows it: "Mon, Mar 2, 2026". */
export const dayLabel = (day: string) => formatEventDate(day);

/** How long an order has waited: "45 min", "3 h 5 min", "2 d 4 h". */
export function ageLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/**
 * "$1,234.50" from the API's "1234.50", "−$5.00" from "-5.00". Read as text, not cents: a
 * report's total may pass the largest price the shop takes.
 */
export function moneyLabel(amount: string): string {
  const [dollars = '0', cents = '00'] = amount.replace('-', '').split('.');
  return `${amount.startsWith('-') ? '−' : ''}$${groupThousands(dollars)}.${cents}`;
}
