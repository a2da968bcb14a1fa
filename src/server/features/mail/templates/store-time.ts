import { STORE_TIME_ZONE, STORE_TIME_ZONE_LABEL } from '../../../../domain/stores/stores.ts';

const dayAndTime = new Intl.DateTimeFormat('en-US', {
  timeZone: STORE_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as the stores' wall clock reads it: "Saturday, December 12 at 1:00 PM". */
export const storeDayAndTime = (at: Date) => dayAndTime.format(at);

/**
 * A deadline, with the zone named: "Saturday, December 12 at 1:00 PM CT". An event's start is
 * the store's own clock, but a deadline is a moment a player may read from elsewhere.
 */
export const storeDeadline = (at: Date) => `${storeDayAndTime(at)} ${STORE_TIME_ZONE_LABEL}`;
