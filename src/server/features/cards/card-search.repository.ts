import { lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listenInStep } from '../../db/client.ts';
import { oneOf, prepareTableRowsAsJson } from '../../db/json-rows.ts';
import { cardChanges, cards } from '../../db/schema/index.ts';
import type { CardRow } from './card-filters.ts';

/**
 * Cards read per statement when loading them all, so other queries get a turn in between. Each
 * chunk comes as one JSON value built in the embedded database's WebAssembly memory, which
 * never gives back what it grows to: 5,000 rows keep the server about 30 MB smaller at rest
 * than 20,000 did (docs/performance.md, "Memory at the edge, and the index read in smaller
 * chunks").
 */
const CHUNK = 5_000;

/**
 * The oldest transaction still running, as the database sees it now: any change not yet
 * visible belongs to it or a later one, so catching up from here misses nothing.
 */
const HORIZON = sql<string>`(pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`;
/** Where the change log's trigger notifies of each statement that wrote cards (drizzle/0015). */
const CHANGES_CHANNEL = 'card_changes';
/** A one-row source for reading values that belong to no table. */
const NOWHERE = sql`(select 1) as nowhere`;

export function createCardSearchRepository(db: Database) {
  // Read as one JSON value: loading 200,000 cards as rows took 3.6 s, as JSON about 1 s.
  const rowsBetween = prepareTableRowsAsJson(db, {
    name: 'card_search_rows_between',
    table: cards,
    where: sql`${cards.id} > ${sql.placeholder('after')} and ${cards.id} <= ${sql.placeholder('last')}`,
  });
  const rowsByIds = prepareTableRowsAsJson(db, {
    name: 'card_search_rows_by_ids',
    table: cards,
    where: oneOf(cards.id, 'ids'),
  });
  const changesSince = db
    .select({
      next: HORIZON,
      cardIds: sql<
        (number | null)[]
      >`array(select distinct ${cardChanges.cardId} from ${cardChanges} where ${cardChanges.txid} >= ${sql.placeholder('horizon')})`,
    })
    .from(NOWHERE)
    .prepare('card_changes_since');

  return {
    async horizon(): Promise<number> {
      const [result] = await db.select({ horizon: HORIZON }).from(NOWHERE);
      return Number(result?.horizon ?? 0);
    },

    /** Every card, a chunk of ids at a time. */
    async *allRows(): AsyncGenerator<CardRow[]> {
      const [last] = await db.select({ id: max(cards.id) }).from(cards);
      for (let from = 0; from < (last?.id ?? 0); from += CHUNK) {
        yield await rowsBetween({ after: from, last: from + CHUNK });
      }
    },

    rows(ids: number[]): Promise<CardRow[]> {
      return rowsByIds({ ids });
    },

    /**
     * Calls `listener` whenever a transaction that wrote cards commits, if the database tells
     * before that commit returns to its writer (see `listenInStep`); answers whether it does.
     */
    onChangeInStep(listener: () => void): Promise<boolean> {
      return listenInStep(db, CHANGES_CHANNEL, listener);
    },

    /**
     * The cards written by transactions from `horizon` on (null stands for every card), and
     * the horizon to catch up from next time, read at the same moment.
     */
    async changedSince(horizon: number): Promise<{ cardIds: (number | null)[]; next: number }> {
      const [result] = await changesSince.execute({ horizon });
      return { cardIds: result?.cardIds ?? [], next: Number(result?.next ?? horizon) };
    },

    async forgetChangesBefore(moment: Date): Promise<void> {
      await db.delete(cardChanges).where(lt(cardChanges.changedAt, moment));
    },
  };
}

export type CardSearchRepository = ReturnType<typeof createCardSearchRepository>;
