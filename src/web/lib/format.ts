import { formatDollars, parsePrice } from '../../domain/money/money.ts';
import { groupThousands } from '../../domain/shared/thousands.ts';
import { STORE_TIME_ZONE, STORE_TIME_ZONE_LABEL } from '../../domain/stores/stores.ts';

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

let storeClock: Intl.DateTimeFormat | undefined;

/**
 * "Nov 23, 2026, 3:05 PM CT" from a moment (an ISO timestamp): what the stores' clocks read
 * then, whatever the device's zone, labelled so nobody takes it for their own time
 * (docs/requirements.md#the-browser-app). Built from parts, as browsers disagree on the space
 * before AM/PM.
 */
export function formatStoreTime(at: string): string {
  storeClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const parts = storeClock.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${STORE_TIME_ZONE_LABEL}`;
}

/** "6:30 PM" from a 24-hour "18:30". */
export function formatEventTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Cents from the API's signed amounts: "-1.00" is a dollar short, or refunded. */
export function signedCents(text: string): number {
  const negative = text.startsWith('-');
  const cents = parsePrice(negative ? text.slice(1) : text) ?? 0;
  return negative ? -cents : cents;
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
  return groupThousands(String(count));
}
