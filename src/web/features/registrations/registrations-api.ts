import type {
  CustomerRegistration,
  RegistrationResult,
} from '../../../domain/registrations/registration.contract.ts';
import { api } from '../../lib/api-client.ts';

/** Register, Join waitlist, and for a held or offered seat Pay for entry or Claim seat. */
export const registerForEvent = (tournamentId: number) =>
  api<RegistrationResult>(`/api/tournaments/${tournamentId}/registrations`, { method: 'POST' });

export const dropFromEvent = (tournamentId: number) =>
  api<null>(`/api/tournaments/${tournamentId}/registrations/mine`, { method: 'DELETE' });

export const fetchMyRegistrations = (signal: AbortSignal) =>
  api<CustomerRegistration[]>('/api/customers/registrations', { signal });
