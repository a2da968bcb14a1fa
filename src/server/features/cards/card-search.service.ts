import type { Card, CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { CardRow } from './card-filters.ts';
import type { CardSearchRepository } from './card-search.repository.ts';
import type { CardSearchIndex } from './card-search-index.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long the change log keeps a write; an index idle for half of it starts again instead. */
const CHANGE_LOG_KEEP_MS = 24 * HOUR_MS;

export interface CardSearchOptions {
  index: CardSearchIndex;
  repository: CardSearchRepository;
  /** The one mapping from a row to the API shape. */
  toCard: (row: CardRow) => Card;
  now?: () => number;
}

/**
 * Text searches of the cards, answered from the in-memory index and its own copy of the rows.
 * Before a search the index catches up with the change log, so a search made after a write
 * sees it, whichever instance or script wrote it. On the embedded database every writer is in
 * this process and the database says when one commits, so the log is read only after a write;
 * on a server it is read before each search (a crowd of searches shares one read).
 */
export function createCardSearchService(options: CardSearchOptions) {
  const { index, repository, now = Date.now } = options;
  // A row's API shape is made once: a write replaces a row in the index, never changes it.
  const cards = new WeakMap<CardRow, Card>();
  const toCard = (row: CardRow): Card => {
    let card = cards.get(row);
    if (!card) {
      card = options.toCard(row);
      cards.set(row, card);
    }
    return card;
  };
  /** Changes from transactions at or after this one are not in the index yet. */
  let horizon: number | undefined;
  let caughtUpAt = 0;
  let prunedAt = now();
  /** Set up before the first load, so no write falls between the two. */
  let listening: Promise<void> | undefined;
  /** Whether the database tells of each write as it commits. */
  let toldOfWrites = false;
  /** Cards were written since the last catch-up began (known only when told of writes). */
  let written = true;

  async function loadAll(): Promise<void> {
    const from = await repository.horizon();
    const loading = index.loader();
    for await (const chunk of repository.allRows()) loading.add(chunk);
    loading.finish();
    horizon = from;
  }

  async function applyChanges(from: number): Promise<void> {
    const { cardIds: changed, next } = await repository.changedSince(from);
    // A truncate, or more changes than a reload costs, is cheaper to take from the start; and
    // after many cards moved, a load hands their slots out in the name order again.
    const flood = changed.length > Math.max(1000, index.size / 10);
    if (changed.includes(null) || flood || index.scattered) return loadAll();
    const ids = changed.filter((id) => id !== null);
    if (ids.length > 0) {
      const fresh = new Map((await repository.rows(ids)).map((row) => [row.id, row]));
      for (const id of ids) index.apply(id, fresh.get(id) ?? null);
    }
    horizon = next;
  }

  async function catchUp(): Promise<void> {
    listening ??= repository
      .onChangeInStep(() => {
        written = true;
      })
      .then((told) => {
        toldOfWrites = told;
      });
    await listening;
    written = false;
    try {
      await (horizon === undefined || stale() ? loadAll() : applyChanges(horizon));
    } catch (error) {
      written = true;
      throw error;
    }
    caughtUpAt = now();
    if (caughtUpAt - prunedAt > HOUR_MS) {
      await repository.forgetChangesBefore(new Date(caughtUpAt - CHANGE_LOG_KEEP_MS));
      prunedAt = caughtUpAt;
    }
  }

  const stale = () => now() - caughtUpAt > CHANGE_LOG_KEEP_MS / 2;
  const caughtUp = coalesced(catchUp);
  /** Whether a search must catch up first: always, unless the database tells of writes. */
  const behind = () => !toldOfWrites || written || stale();

  async function searchRows(query: CardListQuery): Promise<Page<CardRow>> {
    if (behind()) await caughtUp();
    return index.search(query);
  }

  return {
    /** Loads the index ahead of the first search (the server calls it once it listens). */
    warmUp: caughtUp,

    async search(query: CardListQuery): Promise<Page<Card>> {
      const page = await searchRows(query);
      return { ...page, items: page.items.map(toCard) };
    },

    /** The same search, answered with the rows as stored, for staff's view of them. */
    searchRows,

    /** One card, as of now. */
    async get(id: number): Promise<Card | undefined> {
      if (behind()) await caughtUp();
      const row = index.row(id);
      return row && toCard(row);
    },

    /** The store's cards in stock, the most money on the shelf first, as of now. */
    async byShelfValue(location: Location): Promise<readonly CardRow[]> {
      if (behind()) await caughtUp();
      return index.byShelfValue(location);
    },
  };
}

export type CardSearchService = ReturnType<typeof createCardSearchService>;

/**
 * Runs `task` for every caller, sharing runs: a caller that arrives while a run is going
 * waits for the next one, which starts after it, so every caller's run began after its call
 * (a search made after a write sees it) yet a crowd of callers costs one run.
 */
function coalesced(task: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const start = (): Promise<void> => {
    running = task().finally(() => {
      running = undefined;
    });
    return running;
  };
  return () => {
    if (queued) return queued;
    if (!running) return start();
    queued = running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
