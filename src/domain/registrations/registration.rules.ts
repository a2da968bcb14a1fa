import { storeInstant, storeMinute } from '../shared/dates.ts';
import type { Tournament } from '../tournaments/tournament.contract.ts';

/** How long a seat is held while the player pays for it, from pressing Register. */
export const HOLD_MINUTES = 20;
/** How long a freed seat of a paid event is offered to the first in line, at most. */
export const OFFER_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;

type EventTimes = Pick<Tournament, 'date' | 'time'>;

/** When the event starts, as a moment. */
export function eventStart(event: EventTimes): Date {
  return storeInstant(`${event.date} ${event.time.slice(0, 5)}`);
}

/** Registration runs until the event starts (store time), and not for one cancelled or over. */
export function registrationOpen(
  event: Pick<Tournament, 'status' | 'date' | 'time'>,
  now: Date,
): boolean {
  return (
    event.status === 'upcoming' && `${event.date} ${event.time.slice(0, 5)}` > storeMinute(now)
  );
}

/**
 * Whether an entry may be sold now: online until the start; at the counter staff also seat a
 * latecomer while the event runs, until it is completed or cancelled.
 */
export function takesEntries(
  event: Pick<Tournament, 'status' | 'date' | 'time'>,
  atCounter: boolean,
  now: Date,
): boolean {
  if (!atCounter) return registrationOpen(event, now);
  return event.status !== 'completed' && event.status !== 'cancelled';
}

/** Until when a drop refunds a paid entry: the start, or the event's cut-off hours before it. */
export function refundUntil(event: EventTimes & Pick<Tournament, 'refundCutoffHours'>): Date {
  return new Date(eventStart(event).getTime() - (event.refundCutoffHours ?? 0) * HOUR_MS);
}

/** A freed seat is offered for a day, or until the start if that comes sooner. */
export function offerExpiry(event: EventTimes, now: Date): Date {
  const start = eventStart(event).getTime();
  return new Date(Math.min(now.getTime() + OFFER_HOURS * HOUR_MS, start));
}

/** A seat held while paying lapses this long after it was taken. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60 * 1000);
}
