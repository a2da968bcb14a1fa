import type {
  AddPlayer,
  ROSTER_EXPORTS,
  RosterEntry,
} from '../../../domain/registrations/registration.contract.ts';
import { api, withQuery } from '../../lib/api-client.ts';

/** One of the roster's files: EventLink's invite list, or the full roster. */
export type RosterExport = (typeof ROSTER_EXPORTS)[number];

const rosterPath = (tournamentId: number) => `/api/admin/tournaments/${tournamentId}/roster`;

/** An event's players, seated first, then the waitlist in order. */
export const fetchRoster = (tournamentId: number, signal?: AbortSignal) =>
  api<RosterEntry[]>(rosterPath(tournamentId), { signal });

/** Where the browser downloads a roster file from: the staff cookie goes with the link. */
export const rosterFileUrl = (tournamentId: number, kind: RosterExport) =>
  withQuery(rosterPath(tournamentId), { format: 'csv', kind });

export const checkInPlayer = (tournamentId: number, registrationId: number) =>
  api<{ ok: true }>(`${rosterPath(tournamentId)}/${registrationId}/check-in`, {
    method: 'POST',
    body: {},
  });

export const checkInByCode = (tournamentId: number, code: string) =>
  api<{ ok: true }>(`${rosterPath(tournamentId)}/check-in`, { method: 'POST', body: { code } });

/** Removing answers no content; the server refunds an entry paid online. */
export const removePlayer = (tournamentId: number, registrationId: number) =>
  api<null>(`${rosterPath(tournamentId)}/${registrationId}`, { method: 'DELETE' });

export const addPlayer = (tournamentId: number, body: AddPlayer) =>
  api<RosterEntry>(rosterPath(tournamentId), { method: 'POST', body });
