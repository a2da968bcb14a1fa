import type { TournamentStatus } from '../../../domain/catalog/options.ts';
import type {
  MyRegistration,
  RegistrationStatus,
  TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';

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

/** "Registered", or "On waitlist (#3)" with the player's place in line. */
export function registrationLabel({
  status,
  position,
}: Pick<MyRegistration, 'status' | 'position'>): string {
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

/** Whether entry is paid; those are taken at the counter until paid online entry exists. */
export const hasEntryFee = (entryFee: string) => entryFee !== '0.00';
