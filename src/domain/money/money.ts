/**
 * Money is held as integer cents everywhere; the API and the pages show it as a
 * two-decimal string ("19.99"), as the API shows every price.
 */

import { groupThousands } from '../shared/thousands.ts';

const PRICE_PATTERN = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/** The largest price the shop accepts: $9,999,999.99 fits an integer column with room. */
export const MAX_PRICE_CENTS = 999_999_999;

export function formatPrice(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${dollars}.${rest}`;
}

/** "$1,234.50" from 123450, "−$5.00" from -500: an amount as people read it. */
export function formatDollars(cents: number): string {
  const [whole = '', fraction] = formatPrice(Math.abs(cents)).split('.');
  return `${cents < 0 ? '−' : ''}$${groupThousands(whole)}.${fraction}`;
}

/** Reads "19.99", "$19.99", "5" or "5.5"; anything else (or more than two decimals) is null. */
export function parsePrice(text: string): number | null {
  const match = PRICE_PATTERN.exec(text.trim());
  if (!match) return null;
  const dollars = Number(match[1]);
  const cents = Number((match[2] ?? '0').padEnd(2, '0'));
  return dollars * 100 + cents;
}

/** Percentage of an amount, rounded to the nearest cent (half up). */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
