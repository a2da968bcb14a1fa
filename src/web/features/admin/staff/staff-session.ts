import { useQuery } from '@tanstack/react-query';
import { staffSessionQuery } from '../../auth/auth-queries.ts';

/**
 * The signed-in staff member, or null for everyone else (customers and visitors included).
 * Apart from the rest of the back office's code, as the public pages ask it too.
 */
export function useStaffSession() {
  return useQuery(staffSessionQuery());
}
