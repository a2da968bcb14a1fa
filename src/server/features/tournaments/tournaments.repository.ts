import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TournamentStatus } from '../../../domain/catalog/options.ts';
import { formatPrice } from '../../../domain/money/money.ts';
import type { Page } from '../../../domain/shared/page.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import type {
  Tournament,
  TournamentInput,
  TournamentListQuery,
  TournamentSort,
} from '../../../domain/tournaments/tournament.contract.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { containsPattern, type KeysetOrder, selectPage } from '../../db/keyset.ts';
import { customers, tournaments } from '../../db/schema/index.ts';

export type TournamentRow = typeof tournaments.$inferSelect;

/** The one mapping from the table to the API shape. */
export function toTournament(row: TournamentRow): Tournament {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
    time: row.time.slice(0, 5),
    gameType: row.gameType,
    entryFee: formatPrice(row.entryFeeCents),
    maxParticipants: row.maxParticipants,
    refundCutoffHours: row.refundCutoffHours,
    description: row.description,
    location: row.location,
    status: row.status,
    prizePool: row.prizePool,
    imageUrl: row.imageUrl,
  };
}

/** The one mapping from a valid staff input to the table's columns. */
export function toTournamentValues(input: TournamentInput): typeof tournaments.$inferInsert {
  return {
    name: input.name,
    date: input.date,
    time: input.time,
    gameType: input.gameType,
    entryFeeCents: input.entryFee,
    maxParticipants: input.maxParticipants,
    refundCutoffHours: input.refundCutoffHours,
    description: input.description,
    location: input.location,
    status: input.status,
    prizePool: input.prizePool,
    imageUrl: input.imageUrl,
  };
}

/** Events still to come first (running ones at the top), then the ones that are over. */
const STATUS_ORDER: readonly TournamentStatus[] = ['ongoing', 'upcoming', 'completed', 'cancelled'];
const statusRank = sql`array_position(array['ongoing', 'upcoming', 'completed', 'cancelled']::text[], ${tournaments.status}::text)`;

const ORDERS: Record<TournamentSort, KeysetOrder<TournamentRow>> = {
  upcoming: {
    keys: [statusRank, tournaments.date, tournaments.time, tournaments.id],
    kinds: ['number'],
    direction: 'asc',
    values: (r) => [STATUS_ORDER.indexOf(r.status) + 1, r.date, r.time, r.id],
  },
  date: {
    keys: [tournaments.date, tournaments.time, tournaments.id],
    direction: 'asc',
    values: (r) => [r.date, r.time, r.id],
  },
  '-date': {
    keys: [tournaments.date, tournaments.time, tournaments.id],
    direction: 'desc',
    values: (r) => [r.date, r.time, r.id],
  },
  name: {
    keys: [tournaments.name, tournaments.id],
    direction: 'asc',
    values: (r) => [r.name, r.id],
  },
};

function matching(query: TournamentListQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    query.location ? eq(tournaments.location, query.location) : undefined,
    query.gameType ? eq(tournaments.gameType, query.gameType) : undefined,
    query.status ? eq(tournaments.status, query.status) : undefined,
    pattern
      ? or(ilike(tournaments.name, pattern), ilike(tournaments.description, pattern))
      : undefined,
  );
}

/** A tournament to change, locked until the transaction ends. */
export async function lockTournament(
  tx: Transaction,
  id: number,
): Promise<TournamentRow | undefined> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row;
}

/**
 * Who asked to hear of new events at this store: opted in, with it as their store or with
 * no preferred store.
 */
export function announcementRecipients(tx: Transaction, location: Location) {
  return tx
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(
      and(
        eq(customers.emailEventAnnouncements, true),
        or(isNull(customers.preferredLocation), eq(customers.preferredLocation, location)),
      ),
    );
}

export function createTournamentsRepository(db: Database) {
  return {
    list(query: TournamentListQuery): Promise<Page<Tournament>> {
      return selectPage(db, {
        table: tournaments,
        where: matching(query),
        order: ORDERS[query.sort],
        query,
        toItem: toTournament,
      });
    },

    async findById(id: number): Promise<Tournament | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row && toTournament(row);
    },
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
