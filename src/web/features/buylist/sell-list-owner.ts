import { useEffect } from 'react';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import { useAuth } from '../auth/auth-context.tsx';

/** Where a store's sell list is kept in this browser. */
export const sellListKey = (location: Location) => `tcg-sell-list:${location}`;

/** The kept list as stored, unchecked: only its `owner` is read here (`kept-sell-list.ts` checks the rest). */
function storedList(location: Location): Record<string, unknown> | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sellListKey(location)) ?? 'null');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * On every page, not only Sell to us: a sell list kept for a customer no longer signed in here
 * is forgotten, in every store, so signing out (or a session that ended) leaves nothing of theirs
 * for the next person at this browser; one built before signing in becomes the customer's. It
 * reads the stored list without its schema, which stays off the shoppers' first pages.
 */
export function useForgetOthersSellLists(): void {
  const { customer, isLoading } = useAuth();
  const holder = customer?.id ?? null;
  useEffect(() => {
    // Until the session is known, a signed-in customer's own list is not told from another's.
    if (isLoading) return;
    for (const location of LOCATIONS) {
      const stored = storedList(location);
      const owner = typeof stored?.owner === 'number' ? stored.owner : null;
      if (owner !== null && owner !== holder) localStorage.removeItem(sellListKey(location));
      else if (stored && owner === null && holder !== null) {
        localStorage.setItem(sellListKey(location), JSON.stringify({ ...stored, owner: holder }));
      }
    }
  }, [isLoading, holder]);
}
