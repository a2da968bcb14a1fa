import { describe, expect, it } from 'vitest';
import type { CustomerRegistration } from '../../../domain/registrations/registration.contract.ts';
import type { Tournament } from '../../../domain/tournaments/tournament.contract.ts';
import { groupMyEvents } from './my-events-groups.ts';

const TODAY = '2026-05-10';

function registration(
  id: number,
  place: Partial<CustomerRegistration>,
  event: Partial<Tournament> = {},
): CustomerRegistration {
  return {
    status: 'registered',
    code: `CODE${id}`,
    ...place,
    tournament: {
      id,
      name: `Event ${id}`,
      date: '2026-05-20',
      time: '18:00',
      gameType: 'Magic: The Gathering',
      entryFee: '5.00',
      maxParticipants: 8,
      refundCutoffHours: null,
      description: null,
      location: 'nlr',
      status: 'upcoming',
      prizePool: null,
      imageUrl: null,
      ...event,
    },
  };
}

const ids = (list: CustomerRegistration[]) => list.map(({ tournament }) => tournament.id);

describe('groupMyEvents', () => {
  it('puts seats to pay for or claim first, apart from the places to come', () => {
    const groups = groupMyEvents(
      [
        registration(1, { status: 'registered' }),
        registration(2, { status: 'held' }),
        registration(3, { status: 'waitlisted', position: 2 }),
        registration(4, { status: 'offered' }),
      ],
      TODAY,
    );
    expect(ids(groups.waiting)).toEqual([2, 4]);
    expect(ids(groups.upcoming)).toEqual([1, 3]);
  });

  it('keeps places dropped or taken off apart from those still held', () => {
    const groups = groupMyEvents(
      [
        registration(1, { status: 'registered' }),
        registration(2, { status: 'dropped', endedReason: 'dropped' }),
        registration(3, { status: 'dropped', endedReason: 'removed' }),
      ],
      TODAY,
    );
    expect(ids(groups.upcoming)).toEqual([1]);
    expect(ids(groups.dropped)).toEqual([2, 3]);
  });

  it('lists past events latest first, whether marked completed or gone by', () => {
    const groups = groupMyEvents(
      [
        registration(1, {}, { date: '2026-05-01', status: 'completed' }),
        registration(2, {}, { date: '2026-05-09' }),
        registration(3, {}, { date: TODAY, status: 'ongoing' }),
      ],
      TODAY,
    );
    expect(ids(groups.past)).toEqual([2, 1]);
    expect(ids(groups.upcoming)).toEqual([3]);
  });

  it('keeps cancelled events apart, past or not', () => {
    const groups = groupMyEvents(
      [
        registration(1, { status: 'dropped', endedReason: 'event_cancelled', refunded: '$5.00' }),
        registration(2, {}, { status: 'cancelled', date: '2026-05-01' }),
      ],
      TODAY,
    );
    expect(ids(groups.cancelled)).toEqual([1, 2]);
    expect(groups.past).toEqual([]);
  });
});
