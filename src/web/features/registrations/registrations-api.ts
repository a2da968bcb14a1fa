import type {
  CustomerRegistration,
  MyRegistration,
} from '../../../domain/registrations/registration.contract.ts';
import { api } from '../../lib/api-client.ts';

export const registerForEvent = (tournamentId: number) =>
  api<MyRegistration>(`/api/tournaments/${tournamentId}/registrations`, { method: 'POST' });

export const dropFromEvent = (tournamentId: number) =>
  api<null>(`/api/tournaments/${tournamentId}/registrations/mine`, { method: 'DELETE' });

export const fetchMyRegistrations = (signal: AbortSignal) =>
  api<CustomerRegistration[]>('/api/customers/registrations', { signal });
