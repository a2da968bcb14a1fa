import type { Location } from '../../../domain/stores/stores.ts';
import type { MarksForCards, StoreTerms } from './buylist.repository.ts';

/**
 * What prices a store's buylist besides its cards (whose prices and stock the card index keeps
 * current): its terms, every mark, and the copies open trade-ins offer of each identity.
 */
export interface StoreBuyContext {
  terms: StoreTerms;
  marks: MarksForCards;
  offers: ReadonlyMap<string, number>;
}

/** How long another instance's change of terms, marks or trade-ins may take to show here. */
export const BUY_CONTEXT_TTL_MS = 1000;

interface Held {
  context: Promise<StoreBuyContext>;
  writes: number;
  at: number;
}

/**
 * Each store's buy context read once and shared by every buylist search until a write on this
 * instance or BUY_CONTEXT_TTL_MS passes: the public buylist then costs what a card search does,
 * with no read of its own. What a list pays and how many it may sell is priced again from the
 * database, in the transaction, when it is submitted and when it is accepted.
 */
export function createStoreBuyContexts(
  load: (location: Location) => Promise<StoreBuyContext>,
  writes: () => number,
  now: () => number = Date.now,
) {
  const held = new Map<Location, Held>();
  return (location: Location): Promise<StoreBuyContext> => {
    const current = held.get(location);
    if (current && current.writes === writes() && now() - current.at < BUY_CONTEXT_TTL_MS) {
      return current.context;
    }
    const context = load(location);
    const entry = { context, writes: writes(), at: now() };
    held.set(location, entry);
    // A failed read is not kept: the next search reads again.
    context.catch(() => {
      if (held.get(location) === entry) held.delete(location);
    });
    return context;
  };
}
