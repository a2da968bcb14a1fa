import type { Card, CardListQuery } from '../../../domain/cards/card.contract.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { CardSearchRepository } from './card-search.repository.ts';
import type { CardSearchIndex } from './card-search-index.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How long the change log keeps a write; an index idle for half of it starts again instead. */
const CHANGE_LOG_KEEP_MS = 24 * HOUR_MS;

export interface CardSearchOptions {
  index: CardSearchIndex;
  repository: CardSearchRepository;
  /** The full cards of a page of ids, by id. */
  findByIds: (ids: number[]) => Promise<Card[]>;
  now?: () => number;
}

/**
 * Text searches of the cards, answered from the in-memory index. Before each search the
 * index catches up with the change log, so a search made after a write sees it, whichever
 * instance or script wrote it; the page's cards are then read fresh by id.
 */
export function createCardSearchService(options: CardSearchOptions) {
  const { index, repository, findByIds, now = Date.now } = options;
  /** Changes from transactions at or after this one are not in the index yet. */
  let horizon: number | undefined;
  let caughtUpAt = 0;
  let prunedAt = now();

  async function loadAll(): Promise<void> {
    const from = await repository.horizon();
    const entries = [];
    for await (const chunk of repository.allEntries()) entries.push(...chunk);
    index.replaceAll(entries);
    horizon = from;
  }

  async function applyChanges(from: number): Promise<void> {
    const { cardIds: changed, next } = await repository.changedSince(from);
    // A truncate, or more changes than a reload costs, is cheaper to take from the start.
    if (changed.includes(null) || changed.length > Math.max(1000, index.size / 10)) {
      return loadAll();
    }
    const ids = changed.filter((id) => id !== null);
    if (ids.length > 0) {
      const fresh = new Map((await repository.entries(ids)).map((entry) => [entry.id, entry]));
      for (const id of ids) index.apply(id, fresh.get(id) ?? null);
    }
    horizon = next;
  }

  async function catchUp(): Promise<void> {
    const stale = now() - caughtUpAt > CHANGE_LOG_KEEP_MS / 2;
    await (horizon === undefined || stale ? loadAll() : applyChanges(horizon));
    caughtUpAt = now();
    if (caughtUpAt - prunedAt > HOUR_MS) {
      await repository.forgetChangesBefore(new Date(caughtUpAt - CHANGE_LOG_KEEP_MS));
      prunedAt = caughtUpAt;
    }
  }

  const caughtUp = coalesced(catchUp);

  return {
    /** Loads the index ahead of the first search (the server calls it once it listens). */
    warmUp: caughtUp,

    async search(query: CardListQuery): Promise<Page<Card>> {
      await caughtUp();
      const page = index.search(query);
      const found = new Map(
        (await findByIds(page.items.map((entry) => entry.id))).map((card) => [card.id, card]),
      );
      // A card deleted between the index and this read is left out rather than shown stale.
      return { ...page, items: page.items.flatMap((entry) => found.get(entry.id) ?? []) };
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
