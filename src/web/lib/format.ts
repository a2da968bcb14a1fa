import { formatDollars, parsePrice } from '../../domain/money/money.ts';

const eventDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Fri, Dec 4, 2026" from a calendar date, the same in every visitor's time zone. */
export function formatEventDate(isoDate: string): string {
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
