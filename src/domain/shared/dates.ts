import { STORE_TIME_ZONE } from '../stores/stores.ts';

const isoDateInStoreZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const isoMinuteInStoreZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const MINUTE_MS = 60_000;
/** The last minute worked out: every registration asks it several times, mostly the same. */
let lastMinute = { epochMinute: Number.NaN, shown: '' };

/**
 * The stores' wall clock at a moment, "YYYY-MM-DD HH:MM", which sorts as time does. The zone's
 * offsets are whole minutes, so one minute since the epoch is one minute on the wall, and the
 * time zone's formatting (about 0.2 ms) is done once a minute.
 */
export function storeMinute(at: Date = new Date()): string {
  const epochMinute = Math.floor(at.getTime() / MINUTE_MS);
  if (epochMinute === lastMinute.epochMinute) return lastMinute.shown;
  const parts = Object.fromEntries(
    isoMinuteInStoreZone.formatToParts(at).map((part) => [part.type, part.value]),
  );
  const shown = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  lastMinute = { epochMinute, shown };
  return shown;
}

/** The calendar date (YYYY-MM-DD) at the stores at a given moment. */
export function storeDate(at: Date = new Date()): string {
  return isoDateInStoreZone.format(at);
}

/** A calendar date moved by whole days, free of time-zone and daylight-saving shifts. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The moment the stores' wall clock reads `minute` ("YYYY-MM-DD HH:MM"). Read as UTC first,
 * then moved by the zone's offset at that moment; in the hour a daylight-saving change skips
 * or repeats it may land an hour off, which no event is scheduled in.
 */
export function storeInstant(minute: string): Date {
  const asUtc = Date.parse(`${minute.replace(' ', 'T')}:00Z`);
  const shown = Date.parse(`${storeMinute(new Date(asUtc)).replace(' ', 'T')}:00Z`);
  return new Date(asUtc + (asUtc - shown));
}
