import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { addDays, storeDate } from '../src/domain/shared/dates.ts';
import { asOwner } from './staff-api.ts';

/** What a journey needs of an event; the rest is a plain evening event a week out. */
export interface EventTerms {
  /** Words the event's name starts with; a unique tail is added. */
  label: string;
  entryFee?: string;
  maxParticipants?: number;
  /** Hours before the start until when a drop refunds a paid entry; none means the start. */
  refundCutoffHours?: number;
  location?: 'nlr' | 'benton';
  daysAhead?: number;
}

export interface StaffEvent {
  id: number;
  name: string;
  /** The store's tournaments page, searched down to this event. */
  path: string;
  /** Cancels the event as staff do, which ends its registrations and refunds paid entries. */
  cancel: () => Promise<void>;
}

/**
 * An event made for one journey through the staff API, under a name nobody else uses, so the
 * journeys depend neither on the demo data nor on each other.
 */
export async function newEvent(terms: EventTerms): Promise<StaffEvent> {
  const location = terms.location ?? 'nlr';
  const name = `${terms.label} ${randomUUID().slice(0, 8)}`;
  const input = {
    name,
    date: addDays(storeDate(), terms.daysAhead ?? 7),
    time: '18:00',
    gameType: 'Magic: The Gathering',
    entryFee: terms.entryFee ?? '0.00',
    maxParticipants: terms.maxParticipants ?? 8,
    refundCutoffHours: terms.refundCutoffHours ?? null,
    location,
  };
  const id = await asOwner(async (api) => {
    const created = await api.post('/api/tournaments', { data: input });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  });
  return {
    id,
    name,
    path: `/${location}/tournaments?q=${encodeURIComponent(name)}`,
    cancel: () =>
      asOwner(async (api) => {
        const cancelled = await api.put(`/api/tournaments/${id}`, {
          data: { ...input, status: 'cancelled' },
        });
        expect(cancelled.ok()).toBe(true);
      }),
  };
}
