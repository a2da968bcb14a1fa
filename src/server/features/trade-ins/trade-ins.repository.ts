import { and, eq, gt, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { type CardIdentityFields, cardIdentityKey } from '../../../domain/imports/card-formats.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { OPEN_STATUSES, type QueueFilter } from '../../../domain/trade-ins/trade-in.rules.ts';
import type { Database, Transaction } from '../../db/client.ts';
import {
  afterCursor,
  containsPattern,
  encodeCursor,
  type KeysetOrder,
  orderBy,
} from '../../db/keyset.ts';
import { customers, tradeInCounters, tradeInLines, tradeIns } from '../../db/schema/index.ts';
import { cardsByIds, ensureCard, family, setCost } from './trade-in-cards.repository.ts';

export type TradeInRow = typeof tradeIns.$inferSelect;
export type TradeInLineRow = typeof tradeInLines.$inferSelect;
export type NewTradeInLine = Omit<typeof tradeInLines.$inferInsert, 'id' | 'tradeInId'>;
type Reader = Database | Transaction;

export interface TradeInCustomer {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** A trade-in with what its answer shows: its customer and its lines in the order added. */
export interface TradeInRecord {
  tradeIn: TradeInRow;
  customer: TradeInCustomer;
  lines: TradeInLineRow[];
}

const customerColumns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
};

/** Open: still expected at the store. A submitted list counts until its prices lapse. */
const isOpen = (now: Date) =>
  or(
    inArray(tradeIns.status, ['received', 'offered']),
    and(eq(tradeIns.status, 'submitted'), gt(tradeIns.expiresAt, now)),
  );

/** Ids grow with each trade-in, so the id alone orders them newest first, and stays unique. */
const newestFirst: KeysetOrder<{ tradeIn: TradeInRow }> = {
  keys: [tradeIns.id],
  direction: 'desc',
  values: (row) => [row.tradeIn.id],
};

/** A page of trade-ins with their lines, and the cursor of the next page; null on the last. */
export interface TradeInPage {
  records: TradeInRecord[];
  nextCursor: string | null;
}

export function createTradeInsRepository(db: Database) {
  /** The trade-ins `where` picks, newest first, `limit` of them and the cursor of the rest. */
  async function page(where: SQL | undefined, limit: number): Promise<TradeInPage> {
    const rows = await selectTradeIns(db)
      .where(where)
      .orderBy(...orderBy(newestFirst))
      .limit(limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      records: await withLines(db, shown),
      nextCursor: rows.length > limit && last ? encodeCursor(newestFirst.values(last)) : null,
    };
  }

  async function withLines(
    reader: Reader,
    rows: { tradeIn: TradeInRow; customer: TradeInCustomer }[],
  ): Promise<TradeInRecord[]> {
    if (rows.length === 0) return [];
    const lines = await reader
      .select()
      .from(tradeInLines)
      .where(
        inArray(
          tradeInLines.tradeInId,
          rows.map((row) => row.tradeIn.id),
        ),
      )
      .orderBy(tradeInLines.id);
    return rows.map((row) => ({
      ...row,
      lines: lines.filter((line) => line.tradeInId === row.tradeIn.id),
    }));
  }

  async function customer(reader: Reader, id: number): Promise<TradeInCustomer | undefined> {
    const [row] = await reader.select(customerColumns).from(customers).where(eq(customers.id, id));
    return row;
  }

  function selectTradeIns(reader: Reader) {
    return reader
      .select({ tradeIn: tradeIns, customer: customerColumns })
      .from(tradeIns)
      .innerJoin(customers, eq(customers.id, tradeIns.customerId));
  }

  return {
    /** The store's next trade-in number, moved on in the caller's transaction. */
    async nextSequence(tx: Transaction, location: Location): Promise<number> {
      const [row] = await tx
        .insert(tradeInCounters)
        .values({ location, lastNumber: 1 })
        .onConflictDoUpdate({
          target: tradeInCounters.location,
          set: { lastNumber: sql`${tradeInCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: tradeInCounters.lastNumber });
      if (!row) throw new Error('no trade-in number');
      return row.lastNumber;
    },

    /**
     * Holds the store's row until the transaction ends, so the store's accepts are checked
     * against its stock one at a time.
     */
    async lockStore(tx: Transaction, location: Location): Promise<void> {
      await tx
        .insert(tradeInCounters)
        .values({ location, lastNumber: 0 })
        .onConflictDoUpdate({
          target: tradeInCounters.location,
          set: { lastNumber: tradeInCounters.lastNumber },
        });
    },

    customer,

    // The store's card rows as trade-ins read and write them (trade-in-cards.repository.ts).
    cardsByIds,
    family,
    ensureCard,
    setCost,

    /**
     * The copies of each identity the store's open trade-ins offer (lines not rejected), by
     * `cardIdentityKey`, of these identities or of `'all'`; `except` leaves one trade-in out
     * (the one being priced).
     */
    async openOffers(
      reader: Reader,
      location: Location,
      identities: readonly CardIdentityFields[] | 'all',
      now: Date,
      except?: number,
    ): Promise<Map<string, number>> {
      const offers = new Map<string, number>();
      if (identities.length === 0) return offers;
      const wanted = identities === 'all' ? null : new Set(identities.map(cardIdentityKey));
      const rows = await reader
        .select({
          gameType: tradeInLines.gameType,
          name: tradeInLines.name,
          setCode: tradeInLines.setCode,
          collectorNumber: tradeInLines.collectorNumber,
          condition: tradeInLines.condition,
          finish: tradeInLines.finish,
          language: tradeInLines.language,
          gradingService: tradeInLines.gradingService,
          grade: tradeInLines.grade,
          quantity: sql<number>`sum(${tradeInLines.quantity})::int`,
        })
        .from(tradeInLines)
        .innerJoin(tradeIns, eq(tradeIns.id, tradeInLines.tradeInId))
        .where(
          and(
            eq(tradeIns.location, location),
            isOpen(now),
            except === undefined ? undefined : ne(tradeIns.id, except),
            isNull(tradeInLines.rejectReason),
            identities === 'all'
              ? undefined
              : inArray(tradeInLines.name, [...new Set(identities.map((card) => card.name ?? ''))]),
          ),
        )
        .groupBy(
          tradeInLines.gameType,
          tradeInLines.name,
          tradeInLines.setCode,
          tradeInLines.collectorNumber,
          tradeInLines.condition,
          tradeInLines.finish,
          tradeInLines.language,
          tradeInLines.gradingService,
          tradeInLines.grade,
        );
      for (const { quantity, ...identity } of rows) {
        const key = cardIdentityKey(identity);
        if (!wanted || wanted.has(key)) offers.set(key, quantity);
      }
      return offers;
    },

    async insert(
      tx: Transaction,
      values: Omit<typeof tradeIns.$inferInsert, 'id'>,
      lines: readonly NewTradeInLine[],
    ): Promise<TradeInRow> {
      const [row] = await tx.insert(tradeIns).values(values).returning();
      if (!row) throw new Error('insert returned no trade-in');
      if (lines.length > 0) {
        await tx.insert(tradeInLines).values(lines.map((line) => ({ ...line, tradeInId: row.id })));
      }
      return row;
    },

    async addLines(tx: Transaction, tradeInId: number, lines: readonly NewTradeInLine[]) {
      if (lines.length === 0) return;
      await tx.insert(tradeInLines).values(lines.map((line) => ({ ...line, tradeInId })));
    },

    async updateLine(tx: Transaction, id: number, values: Partial<NewTradeInLine>): Promise<void> {
      await tx.update(tradeInLines).set(values).where(eq(tradeInLines.id, id));
    },

    async update(
      tx: Transaction,
      id: number,
      values: Partial<Omit<TradeInRow, 'id' | 'number' | 'location' | 'customerId'>>,
    ): Promise<void> {
      await tx.update(tradeIns).set(values).where(eq(tradeIns.id, id));
    },

    /** Submitted lists whose prices lapsed become `expired`: in a store, or of a customer. */
    async expireDue(
      reader: Reader,
      scope: { location: Location } | { customerId: number } | { number: string },
      now: Date,
    ): Promise<void> {
      const where =
        'location' in scope
          ? eq(tradeIns.location, scope.location)
          : 'customerId' in scope
            ? eq(tradeIns.customerId, scope.customerId)
            : eq(tradeIns.number, scope.number);
      await reader
        .update(tradeIns)
        .set({ status: 'expired' })
        .where(
          and(
            where,
            eq(tradeIns.status, 'submitted'),
            sql`${tradeIns.expiresAt} <= ${now.toISOString()}`,
          ),
        );
    },

    /** A trade-in by its number, locked for the change being written. */
    async lock(tx: Transaction, number: string): Promise<TradeInRecord | undefined> {
      const [row] = await tx
        .select()
        .from(tradeIns)
        .where(eq(tradeIns.number, number))
        .for('update');
      if (!row) return undefined;
      const owner = await customer(tx, row.customerId);
      if (!owner) throw new Error(`trade-in ${number} has no customer`);
      const [record] = await withLines(tx, [{ tradeIn: row, customer: owner }]);
      return record;
    },

    async find(number: string, reader: Reader = db): Promise<TradeInRecord | undefined> {
      const rows = await selectTradeIns(reader).where(eq(tradeIns.number, number));
      const [record] = await withLines(reader, rows);
      return record;
    },

    /** A page of a customer's own trade-ins, newest first, with the next page's cursor. */
    pageForCustomer(customerId: number, cursor: string | undefined, limit: number) {
      return page(
        and(eq(tradeIns.customerId, customerId), afterCursor(newestFirst, cursor)),
        limit,
      );
    },

    /**
     * A page of the store's queue, newest first: by status, and by number or the customer's name,
     * e-mail or phone; with the cursor of the next page when more match.
     */
    async pageForStore(
      query: {
        location: Location;
        status?: QueueFilter | undefined;
        q?: string | undefined;
        cursor?: string | undefined;
      },
      limit: number,
    ): Promise<TradeInPage> {
      const conditions: (SQL | undefined)[] = [
        eq(tradeIns.location, query.location),
        afterCursor(newestFirst, query.cursor),
      ];
      if (query.status === 'open') conditions.push(inArray(tradeIns.status, [...OPEN_STATUSES]));
      else if (query.status) conditions.push(eq(tradeIns.status, query.status));
      if (query.q) {
        const text = containsPattern(query.q);
        conditions.push(
          or(
            ilike(tradeIns.number, text),
            ilike(sql`concat_ws(' ', ${customers.firstName}, ${customers.lastName})`, text),
            ilike(customers.email, text),
            ilike(customers.phone, text),
          ),
        );
      }
      return page(and(...conditions), limit);
    },
  };
}

export type TradeInsRepository = ReturnType<typeof createTradeInsRepository>;
