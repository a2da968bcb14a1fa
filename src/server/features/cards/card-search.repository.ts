import { and, gt, inArray, lt, lte, max, type SQL, sql } from 'drizzle-orm';
import type { CardFinish } from '../../../domain/catalog/options.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { cardChanges, cards } from '../../db/schema/index.ts';
import type { CardSearchEntry } from './card-search-index.ts';

/** Cards read per statement when loading them all, so other queries get a turn in between. */
const CHUNK = 20_000;

/** An entry as one JSON array: the embedded database hands over one text far faster than rows. */
type EntryTuple = [
  id: number,
  location: Location,
  name: string,
  priceCents: number,
  gameType: string,
  condition: string,
  type: string | null,
  rarity: string | null,
  finish: CardFinish,
  forSale: boolean,
  quantity: number,
];

const ENTRIES = sql<
  string | null
>`json_agg(json_build_array(${cards.id}, ${cards.location}, ${cards.name}, ${cards.priceCents}, ${cards.gameType}, ${cards.condition}, ${cards.type}, ${cards.rarity}, ${cards.finish}, ${cards.forSale}, ${cards.quantity}))::text`;

/**
 * Spelled out field by field, never spread: every entry then shares one object shape, which
 * keeps the index's walks over 100,000 entries fast.
 */
function toEntry([
  id,
  location,
  name,
  priceCents,
  gameType,
  condition,
  type,
  rarity,
  finish,
  forSale,
  quantity,
]: EntryTuple): CardSearchEntry {
  return {
    id,
    location,
    name,
    priceCents,
    gameType,
    condition,
    type,
    rarity,
    finish,
    forSale,
    quantity,
  };
}

/**
 * The oldest transaction still running, as the database sees it now: any change not yet
 * visible belongs to it or a later one, so catching up from here misses nothing.
 */
const HORIZON = sql<string>`(pg_snapshot_xmin(pg_current_snapshot())::text)::bigint`;
/** A one-row source for reading values that belong to no table. */
const NOWHERE = sql`(select 1) as nowhere`;

export function createCardSearchRepository(db: Database) {
  async function entriesWhere(where: SQL | undefined): Promise<CardSearchEntry[]> {
    const [result] = await db.select({ entries: ENTRIES }).from(cards).where(where);
    return result?.entries ? (JSON.parse(result.entries) as EntryTuple[]).map(toEntry) : [];
  }

  return {
    async horizon(): Promise<number> {
      const [result] = await db.select({ horizon: HORIZON }).from(NOWHERE);
      return Number(result?.horizon ?? 0);
    },

    /** Every card, a chunk of ids at a time. */
    async *allEntries(): AsyncGenerator<CardSearchEntry[]> {
      const [last] = await db.select({ id: max(cards.id) }).from(cards);
      for (let from = 0; from < (last?.id ?? 0); from += CHUNK) {
        yield await entriesWhere(and(gt(cards.id, from), lte(cards.id, from + CHUNK)));
      }
    },

    entries(ids: number[]): Promise<CardSearchEntry[]> {
      return entriesWhere(inArray(cards.id, ids));
    },

    /**
     * The cards written by transactions from `horizon` on (null stands for every card), and
     * the horizon to catch up from next time, read at the same moment.
     */
    async changedSince(horizon: number): Promise<{ cardIds: (number | null)[]; next: number }> {
      const [result] = await db
        .select({
          next: HORIZON,
          cardIds: sql<
            (number | null)[]
          >`array(select distinct ${cardChanges.cardId} from ${cardChanges} where ${cardChanges.txid} >= ${horizon})`,
        })
        .from(NOWHERE);
      return { cardIds: result?.cardIds ?? [], next: Number(result?.next ?? horizon) };
    },

    async forgetChangesBefore(moment: Date): Promise<void> {
      await db.delete(cardChanges).where(lt(cardChanges.changedAt, moment));
    },
  };
}

export type CardSearchRepository = ReturnType<typeof createCardSearchRepository>;
