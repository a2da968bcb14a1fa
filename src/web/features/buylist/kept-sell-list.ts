import { buylistRowSchema } from '../../../domain/buylist/buylist-row.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { sellListKey } from './sell-list-owner.ts';

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

/** What was kept, or an empty list when nothing (or something unreadable) was. */
export function readKept(location: Location): KeptSellList {
  try {
    const parsed = keptSellListSchema.safeParse(
      JSON.parse(localStorage.getItem(sellListKey(location)) ?? 'null'),
    );
    return parsed.success ? parsed.data : emptySellList(null);
  } catch {
    return emptySellList(null);
  }
}

export function keep(location: Location, list: KeptSellList): void {
  localStorage.setItem(sellListKey(location), JSON.stringify(list));
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
