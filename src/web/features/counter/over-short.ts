import { formatDollars, parsePrice } from '../../../domain/money/money.ts';

/** Reads the API's signed amounts ("-1.00" is a dollar short). */
export function signedCents(text: string): number {
  const negative = text.startsWith('-');
  const cents = parsePrice(negative ? text.slice(1) : text) ?? 0;
  return negative ? -cents : cents;
}

/** "Short $1.00", "Over $0.05" or "Even": how a counted drawer compares with what it should hold. */
export function overShortText(cents: number): string {
  if (cents < 0) return `Short ${formatDollars(-cents)}`;
  if (cents > 0) return `Over ${formatDollars(cents)}`;
  return 'Even';
}
