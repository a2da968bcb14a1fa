import { and, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
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
import { customers, tradeInLines, tradeIns } from '../../db/schema/index.ts';

export type TradeInRow = typeof tradeIns.$inferSelect;
export type TradeInLineRow = typeof tradeInLines.$inferSelect;
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

/**
 * Trade-ins read with their customer and lines: one by its number (locked for a change, or
 * not), a customer's own and a store's queue a page at a time. Part of the trade-ins
 * repository, kept apart for its size.
 */
export function createTradeInRecords(db: Database) {
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
    customer,

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
