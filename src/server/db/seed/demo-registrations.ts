import { eventStart } from '../../../domain/registrations/registration.rules.ts';
import type { registrations, tournaments } from '../schema/index.ts';
import type { DemoRoster } from './demo-data/demo-rosters.ts';

type DemoEvent = Pick<
  typeof tournaments.$inferSelect,
  'id' | 'name' | 'location' | 'date' | 'time' | 'entryFeeCents'
>;
type RegistrationInsert = typeof registrations.$inferInsert;

/** Players check in at the counter this long before the start. */
const CHECK_IN_LEAD_MS = 20 * 60 * 1000;

/**
 * The registration rows of the demo rosters. Each event takes its players from a different
 * place in the list, so the rosters do not all start with the same names. A paid seat was
 * paid at the counter: an online payment would need a real order for a refund to go through.
 */
export function demoRegistrations(
  rosters: readonly DemoRoster[],
  events: readonly DemoEvent[],
  playerIds: readonly number[],
  now: Date,
  newCode: () => string,
): RegistrationInsert[] {
  return rosters.flatMap((roster, index) => {
    const event = events.find(
      (candidate) => candidate.location === roster.location && candidate.name === roster.event,
    );
    if (!event) throw new Error(`no demo event ${roster.event} at ${roster.location}`);
    const size = roster.registered + (roster.waitlisted ?? 0);
    if (size > playerIds.length) throw new Error(`not enough demo players for ${roster.event}`);
    const checkedInAt = new Date(
      Math.min(eventStart(event).getTime() - CHECK_IN_LEAD_MS, now.getTime()),
    );
    const offset = (index * 7) % playerIds.length;
    const players = [...playerIds.slice(offset), ...playerIds.slice(0, offset)].slice(0, size);
    return players.map((customerId, place): RegistrationInsert => {
      const base = { tournamentId: event.id, customerId, code: newCode() };
      if (place >= roster.registered) {
        return { ...base, status: 'waitlisted', position: place - roster.registered + 1 };
      }
      return {
        ...base,
        status: 'registered',
        paidAtCounter: event.entryFeeCents > 0,
        paidCents: event.entryFeeCents,
        checkedInAt: place < (roster.checkedIn ?? 0) ? checkedInAt : null,
      };
    });
  });
}
