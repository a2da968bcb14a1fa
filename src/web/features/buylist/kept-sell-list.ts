import { useEffect } from 'react';
import { buylistRowSchema } from '../../../domain/buylist/buylist-row.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import { LOCATIONS, type Location } from '../../../domain/stores/stores.ts';
import { useAuth } from '../auth/auth-context.tsx';

const PAYOUTS = ['cash', 'credit'] as const;
export type Payout = (typeof PAYOUTS)[number];

const keptSellListSchema = z.object({
  // The signed-in customer who built it, or null for a shopper not signed in. Lists kept before
  // owners were recorded read as a signed-out shopper's.
  owner: z.number().int().nullable().default(null),
  lines: z.array(buylistRowSchema.extend({ quantity: z.number().int().min(1) })),
  payout: z.enum(PAYOUTS),
});
export type KeptSellList = z.infer<typeof keptSellListSchema>;

/** Whose sell list this browser may show: a customer's id, or null when no one is signed in. */
export type Holder = number | null;

export const emptySellList = (owner: Holder): KeptSellList => ({
  owner,
  lines: [],
  payout: 'credit',
});

const storageKey = (location: Location) => `tcg-sell-list:${location}`;

/** What was kept, or an empty list when nothing (or something unreadable) was. */
export function readKept(location: Location): KeptSellList {
  try {
    const parsed = keptSellListSchema.safeParse(
      JSON.parse(localStorage.getItem(storageKey(location)) ?? 'null'),
    );
    return parsed.success ? parsed.data : emptySellList(null);
  } catch {
    return emptySellList(null);
  }
}

export function keep(location: Location, list: KeptSellList): void {
  localStorage.setItem(storageKey(location), JSON.stringify(list));
}

/**
 * The kept list as the holder may see it: their own; one built before they signed in, which
 * becomes theirs (so signing in to submit keeps it); never another customer's, which is null.
 */
export function ownedBy(list: KeptSellList, holder: Holder): KeptSellList | null {
  if (list.owner === holder) return list;
  if (list.owner === null) return { ...list, owner: holder };
  return null;
}

/**
 * Forgets, in every store, a sell list kept for a customer no longer signed in here: signing
 * out (or a session that ended) leaves nothing of theirs for the next person at this browser.
 */
export function useForgetOthersSellLists(): void {
  const { customer, isLoading } = useAuth();
  const holder = customer?.id ?? null;
  useEffect(() => {
    // Until the session is known, a signed-in customer's own list is not told from another's.
    if (isLoading) return;
    for (const location of LOCATIONS) {
      const kept = readKept(location);
      const owned = ownedBy(kept, holder);
      if (owned === null) localStorage.removeItem(storageKey(location));
      else if (owned !== kept) keep(location, owned);
    }
  }, [isLoading, holder]);
}
