import { formatDollars } from '../../../domain/money/money.ts';

/** "Short $1.00", "Over $0.05" or "Even": how a counted drawer compares with what it should hold. */
export function overShortText(cents: number): string {
  if (cents < 0) return `Short ${formatDollars(-cents)}`;
  if (cents > 0) return `Over ${formatDollars(cents)}`;
  return 'Even';
}
