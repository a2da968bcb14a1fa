import { formatDollars, parsePrice } from '../../domain/money/money.ts';

// Made on first use, not on import: building a date format costs tens of milliseconds on a
// phone, and most pages that load this file only format prices.
let eventDate: Intl.DateTimeFormat | undefined;

/** "Fri, Dec 4, 2026" from a calendar date, the same in every visitor's time zone. */
export function formatEventDate(isoDate: string): string {
  eventDate ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return eventDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "6:30 PM" from a 24-hour "18:30". */
export function formatEventTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "$19.99" from an API price string. */
export function formatApiPrice(price: string): string {
  return formatDollars(parsePrice(price) ?? 0);
}

/**
 * "1,000" from 1000: a count with thousands separators, as toLocaleString('en-US') writes it,
 * without building a number format (the first one costs tens of milliseconds on a phone).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
