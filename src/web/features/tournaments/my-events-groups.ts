import type { CustomerRegistration } from '../../../domain/registrations/registration.contract.ts';

export const MY_EVENT_GROUPS = ['waiting', 'upcoming', 'dropped', 'past', 'cancelled'] as const;
export type MyEventGroup = (typeof MY_EVENT_GROUPS)[number];

export const MY_EVENT_GROUP_TITLES: Record<MyEventGroup, string> = {
  waiting: 'Waiting for you',
  upcoming: 'Upcoming',
  dropped: 'Dropped',
  past: 'Past events',
  cancelled: 'Cancelled events',
};

function groupOf({ status, endedReason, tournament }: CustomerRegistration, today: string) {
  if (tournament.status === 'cancelled' || endedReason === 'event_cancelled') return 'cancelled';
  // An event is past once over, or once its day has gone by whatever staff last set.
  if (tournament.status === 'completed' || tournament.date < today) return 'past';
  // Left or taken off by staff: kept apart from the places still held, with any refund.
  if (status === 'dropped') return 'dropped';
  return status === 'held' || status === 'offered' ? 'waiting' : 'upcoming';
}

/**
 * The customer's registrations as My events lists them: seats to pay for or claim first, then
 * the events to come, soonest first (as the server sends them), those the player dropped or was
 * taken off, then the past, latest first, and the cancelled ones with their refunds. `today` is the store's date.
 */
export function groupMyEvents(
  registrations: readonly CustomerRegistration[],
  today: string,
): Record<MyEventGroup, CustomerRegistration[]> {
  const groups: Record<MyEventGroup, CustomerRegistration[]> = {
    waiting: [],
    upcoming: [],
    dropped: [],
    past: [],
    cancelled: [],
  };
  for (const registration of registrations) groups[groupOf(registration, today)].push(registration);
  groups.past.reverse();
  return groups;
}
