import type {
  RosterEntry,
  TournamentWithSeats,
} from '../../../domain/registrations/registration.contract.ts';

/** "Ada Lovelace", or the e-mail for an account without a name. */
export function playerName({ firstName, lastName, email }: RosterEntry): string {
  return [firstName, lastName].filter(Boolean).join(' ') || (email ?? 'Player');
}

/**
 * How the entry was paid: "Paid online $5.00", "Paid at the counter" or "Free entry"; on a paid
 * event, "Not paid yet" for a player waiting, or holding or offered a seat.
 */
export function paymentLabel({ payment, entryPaid }: RosterEntry): string {
  if (payment === 'online') return entryPaid ? `Paid online ${entryPaid}` : 'Paid online';
  if (payment === 'counter') return 'Paid at the counter';
  return payment === 'unpaid' ? 'Not paid yet' : 'Free entry';
}

const SEATED_LABELS: Record<Exclude<RosterEntry['status'], 'waitlisted'>, string> = {
  registered: 'Registered',
  held: 'Seat held while paying',
  offered: 'Seat offered',
  dropped: 'Dropped',
};

/** "Registered", or "Waitlist #2" with the player's place in line. */
export function rosterStatusLabel({ status, position }: RosterEntry): string {
  return status === 'waitlisted' ? `Waitlist #${position ?? '?'}` : SEATED_LABELS[status];
}

/** The player IDs they gave, labelled, for running the event in each game's own software. */
export function playerIds(entry: RosterEntry): [label: string, value: string][] {
  const ids: [string, string | null][] = [
    ['Wizards account', entry.wizardsEmail],
    ['Pokémon Player ID', entry.pokemonPlayerId],
    ['Konami ID', entry.konamiCardGameId],
  ];
  return ids.filter((id): id is [string, string] => id[1] !== null);
}

/** The server refunds an entry paid online in full when staff remove a seated player. */
const refundedOnRemoval = (entry: RosterEntry) =>
  entry.status === 'registered' && entry.payment === 'online';

/** The question before removing a player, saying what happens to what they paid. */
export function removeConfirmation(entry: RosterEntry, eventName: string): string {
  const question = `Remove ${playerName(entry)} from ${eventName}?`;
  if (refundedOnRemoval(entry)) {
    return `${question} Their ${entry.entryPaid ?? ''} entry paid online will be refunded in full.`;
  }
  if (entry.payment === 'counter') {
    return `${question} They paid at the counter: give their entry fee back there.`;
  }
  return question;
}

/** What the toast adds once a player is removed: the refund, when there is one. */
export const removedDescription = (entry: RosterEntry): string | undefined =>
  refundedOnRemoval(entry)
    ? `${entry.entryPaid ?? 'Their entry'} refunded to their card.`
    : undefined;

/** "12 / 16 registered · 3 waiting", or "12 registered · open entry" without a maximum. */
export function seatsSummary({
  seatsTaken,
  maxParticipants,
  waitlistCount,
}: Pick<TournamentWithSeats, 'seatsTaken' | 'maxParticipants' | 'waitlistCount'>): string {
  const seats =
    maxParticipants === null
      ? `${seatsTaken} registered · open entry`
      : `${seatsTaken} / ${maxParticipants} registered`;
  return waitlistCount > 0 ? `${seats} · ${waitlistCount} waiting` : seats;
}

/** The roster in its two parts: everyone holding or offered a seat, then the waitlist in order. */
export function splitRoster(entries: readonly RosterEntry[]) {
  return {
    seated: entries.filter((entry) => entry.status !== 'waitlisted'),
    waitlist: entries.filter((entry) => entry.status === 'waitlisted'),
  };
}
