import { useQuery } from '@tanstack/react-query';
import type { StaffSessionView } from '../../../domain/admin/admin.contract.ts';
import { api } from '../../lib/api-client.ts';

export const STAFF_SESSION_KEY = ['staff-session'] as const;

/**
 * The signed-in staff member, or null for everyone else (customers and visitors included).
 * Apart from the rest of the back office's calls, as the public pages ask it too.
 */
export function useStaffSession() {
  return useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: async ({ signal }) =>
      (await api<{ staff: StaffSessionView | null }>('/api/admin/session', { signal })).staff,
  });
}
