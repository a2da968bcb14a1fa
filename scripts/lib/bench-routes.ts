import { CARD_CONDITIONS, GAME_TYPES } from '../../src/domain/catalog/options.ts';
import { LOCATIONS } from '../../src/domain/stores/stores.ts';
import { sampleSearches } from '../../src/server/db/seed/large-catalog.ts';

/** The cursor of the page that starts after `skip` cards, found by walking the list. */
export async function cursorAfter(base: string, skip: number): Promise<string> {
  let cursor = '';
  for (let seen = 0; seen < skip; seen += 100) {
    const response = await fetch(
      `${base}/api/cards?location=nlr&limit=100${cursor ? `&cursor=${cursor}` : ''}`,
    );
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return cursor;
}

/** How many different searches the rotating scenarios send, in turn, so no answer repeats soon. */
export const ROTATION = 200;
export const texts = sampleSearches(ROTATION);
/** A different search each time, over both stores, so no cache of answers could serve it. */
export const rotatingSearches = texts.map(
  (text, i) =>
    `/api/cards?location=${LOCATIONS[i % LOCATIONS.length]}&q=${encodeURIComponent(text)}`,
);
const FILTERS = [
  (i: number) => `&gameType=${encodeURIComponent(GAME_TYPES[i % GAME_TYPES.length] ?? '')}`,
  (i: number) =>
    `&condition=${encodeURIComponent(CARD_CONDITIONS[i % CARD_CONDITIONS.length] ?? '')}`,
  () => '&type=Creature',
  (i: number) => `&sort=${i % 2 ? 'price' : '-price'}`,
];
/** The same searches, each with one or two filters: a game, a condition, a type, a price sort. */
export const rotatingFilteredSearches = rotatingSearches.map(
  (route, i) =>
    `${route}${FILTERS[i % FILTERS.length]?.(i)}${i % 3 === 0 ? FILTERS[(i + 1) % FILTERS.length]?.(i) : ''}`,
);

/** The same searches on the Sell to us page: the store's buylist, priced by its terms. */
export const rotatingBuylistSearches = rotatingSearches.map((route) =>
  route.replace('/api/cards?', '/api/buylist?'),
);
