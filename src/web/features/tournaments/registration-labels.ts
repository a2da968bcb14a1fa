import type { TournamentStatus } from '../../../domain/catalog/options.ts';
import type {
  MyRegistration,
  RegistrationStatus,
  TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';
import { formatApiPrice, formatStoreTime } from '../../lib/format.ts';

/** "3 of 24 seats left", or "Open entry" for an event with no maximum. */
export function seatsLabel({
  maxParticipants,
  seatsLeft,
}: Pick<TournamentWithSeats, 'maxParticipants' | 'seatsLeft'>): string {
  if (maxParticipants === null || seatsLeft === null) return 'Open entry';
  return `${seatsLeft} of ${maxParticipants} seats left`;
}

const STATUS_LABELS: Record<RegistrationStatus, string> = {
  held: 'Seat held',
  registered: 'Registered',
  waitlisted: 'On waitlist',
  offered: 'Seat offered',
  dropped: 'Dropped',
};

/** "Registered", "On waitlist (#3)" with the player's place in line, or "Event cancelled". */
export function registrationLabel({
  status,
  position,
  endedReason,
}: Pick<MyRegistration, 'status' | 'position' | 'endedReason'>): string {
  if (status === 'dropped' && endedReason === 'event_cancelled') return 'Event cancelled';
  if (status === 'dropped' && endedReason === 'removed') return 'Removed';
  if (status === 'dropped' && endedReason === 'order_cancelled') return 'Order cancelled';
  if (status === 'dropped' && endedReason === 'returned') return 'Returned';
  const label = STATUS_LABELS[status];
  return status === 'waitlisted' && position !== undefined ? `${label} (#${position})` : label;
}

/** Registration closes when an event starts, so an upcoming one that is closed has started too. */
const CLOSED_BECAUSE: Record<TournamentStatus, string> = {
  upcoming: 'the event has started',
  ongoing: 'the event has started',
  completed: 'the event is over',
  cancelled: 'the event was cancelled',
};

export const closedReason = (status: TournamentStatus) =>
  `Registration closed: ${CLOSED_BECAUSE[status]}`;

/** Whether entry is paid, online through the cart and checkout. */
export const hasEntryFee = (entryFee: string) => entryFee !== '0.00';

/** "Register", "Register – $5.00" for a paid event, or "Join waitlist" when it is full. */
export function joinLabel({
  seatsLeft,
  entryFee,
}: Pick<TournamentWithSeats, 'seatsLeft' | 'entryFee'>): string {
  if (seatsLeft === 0) return 'Join waitlist';
  return hasEntryFee(entryFee) ? `Register – ${formatApiPrice(entryFee)}` : 'Register';
}

/** The button that puts a held or offered seat's entry in the cart, for the statuses that have one. */
export const PAY_LABELS: Partial<Record<RegistrationStatus, string>> = {
  held: 'Pay for entry',
  offered: 'Claim seat',
};

/** The button that gives up the player's place, for each live status. */
export const LEAVE_LABELS: Partial<Record<RegistrationStatus, string>> = {
  registered: 'Drop',
  waitlisted: 'Leave waitlist',
  held: 'Give up seat',
  offered: 'Decline seat',
};

type Leaving = Pick<MyRegistration, 'status' | 'entryPaid' | 'refundUntil'>;

/** What dropping does to a paid entry: refunded up to the cut-off, kept by the store after it. */
function refundSentence({ entryPaid, refundUntil }: Leaving, now: Date): string | null {
  if (!entryPaid) return null;
  return refundUntil !== undefined && now <= new Date(refundUntil)
    ? `Your ${entryPaid} entry fee will be refunded.`
    : `The refund cut-off has passed: your ${entryPaid} entry fee will not be refunded.`;
}

/** The confirmation before leaving an event, telling a paid player whether the fee comes back. */
export function leaveQuestion(eventName: string, place: Leaving, now: Date): string {
  switch (place.status) {
    case 'waitlisted':
      return `Leave the waitlist for ${eventName}?`;
    case 'held':
      return `Give up the seat held for you at ${eventName}?`;
    case 'offered':
      return `Decline the seat offered to you at ${eventName}?`;
    default: {
      const refund = refundSentence(place, now);
      return refund ? `Drop out of ${eventName}? ${refund}` : `Drop out of ${eventName}?`;
    }
  }
}

type Noted = Pick<
  MyRegistration,
  'status' | 'offerExpiresAt' | 'entryPaid' | 'refunded' | 'endedReason'
>;

/** What a player is told of a place that ended, by why it ended. */
const ENDINGS: Partial<Record<NonNullable<MyRegistration['endedReason']>, string>> = {
  dropped: 'You dropped out of this event.',
  removed: 'The store took you off this event.',
  event_cancelled: 'This event was cancelled.',
  order_cancelled: 'The order that paid for your entry was cancelled.',
  returned: 'Your entry was returned at the store, and its seat given up.',
};

/** What the player should know beside their status: how long a seat is kept, the fee paid, a refund. */
export function placeNote(place: Noted): string | null {
  const keptUntil = place.offerExpiresAt && formatStoreTime(place.offerExpiresAt);
  switch (place.status) {
    case 'held':
      return keptUntil ? `Held for you while you pay, until ${keptUntil}` : null;
    case 'offered':
      return keptUntil ? `A seat is free for you: claim it by ${keptUntil}` : null;
    case 'registered':
      return place.entryPaid ? `Entry paid: ${place.entryPaid}` : null;
    case 'dropped': {
      const refund = place.refunded ? ` Your ${place.refunded} entry fee has been refunded.` : '';
      return `${ENDINGS[place.endedReason ?? 'dropped'] ?? 'You left this event.'}${refund}`;
    }
    default:
      return null;
  }
}
