import { STORE_TIME_ZONE } from '../../../../domain/stores/stores.ts';

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
