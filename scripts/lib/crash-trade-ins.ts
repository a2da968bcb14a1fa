import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { MAX_BUY_TARGET } from '../../src/domain/buylist/buylist-settings.contract.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  cards,
  drawerMovements,
  stockMovements,
  storeCreditEntries,
  tradeInLines,
  tradeIns,
} from '../../src/server/db/schema/index.ts';
import { addCard, type Customer, call, signUp } from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * Trade-ins accepted amid the kills: walk-in trade-ins of a few cards kept for them, paid in
 * cash from the counter's drawer or in store credit, accepted at once. After each restart
 * every trade-in the server acknowledged accepting is accepted, and every trade-in has its
 * payout (a `trade_in` ledger entry or a drawer movement, of what it says it paid) and its
 * `trade_in` stock movements (its copies) together, or neither when it is not accepted.
 */

const TRADE_IN_CARDS = 3;
/** Pays $2.00 cash or $2.40 credit a copy on the default terms. */
const PRICE = '4.00';
const GAME = 'Pokemon';

export interface CrashTradeIns {
  customer: Customer;
  cardIds: number[];
  /** Trade-ins the server answered an accept for with 200. */
  accepted: string[];
}

/** The trade-ins' seller, their cards (none in stock) and a target the stream never reaches. */
export async function setUpTradeIns(
  shop: ShopProcess,
  staff: string,
  signedUp: Customer[],
): Promise<CrashTradeIns> {
  const customer = await signUp(shop, signedUp);
  if (!customer) throw new Error('the crash test could not sign up the trade-ins’ seller');
  const cardIds: number[] = [];
  for (let n = 0; n < TRADE_IN_CARDS; n += 1) {
    const id = await addCard(shop, staff, PRICE, 0);
    if (id === null) throw new Error('the crash test could not add the trade-in cards');
    cardIds.push(id);
  }
  const settings = await call(shop, '/api/admin/buylist/settings?location=nlr', { token: staff });
  const games = settings.body?.games as { gameType: string }[] | undefined;
  const terms = games?.find((game) => game.gameType === GAME);
  if (!terms) throw new Error(`the crash test found no buylist terms for ${GAME}`);
  const saved = await call(shop, '/api/admin/buylist/settings?location=nlr', {
    method: 'PUT',
    token: staff,
    body: { ...terms, target: String(MAX_BUY_TARGET) },
  });
  if (saved.status !== 200) throw new Error(`the crash test could not set the buy target`);
  return { customer, cardIds, accepted: [] };
}

/** One walk-in trade-in of one to three of the cards, paid in cash or credit, then accepted. */
export async function tradeInVisit(
  shop: ShopProcess,
  staff: string,
  stream: CrashTradeIns,
): Promise<void> {
  const lines = stream.cardIds
    .filter(() => Math.random() < 0.6)
    .map((cardId) => ({
      cardId,
      condition: 'Near Mint',
      finish: 'non-foil',
      quantity: 1 + Math.floor(Math.random() * 3),
    }));
  if (lines.length === 0) return;
  const payout = Math.random() < 0.5 ? 'cash' : 'credit';
  const started = await call(shop, '/api/admin/trade-ins', {
    method: 'POST',
    token: staff,
    body: { location: 'nlr', customerId: stream.customer.id, payout, lines },
  });
  const number = started.body?.number;
  if (started.status !== 201 || typeof number !== 'string') return;
  const accepted = await call(shop, `/api/admin/trade-ins/${number}/accept`, {
    method: 'POST',
    token: staff,
    body: { payout },
  });
  if (accepted.status === 200) stream.accepted.push(number);
}

/** Sums per reference (a trade-in's number) of one kind of record. */
const byReference = (rows: { reference: string | null; cents: number }[]) =>
  new Map(rows.map((row) => [row.reference ?? '', row.cents]));

/** Payouts and stock of every trade-in of the seller, read from the stopped shop's database. */
export async function checkTradeIns(db: Database, stream: CrashTradeIns): Promise<string[]> {
  const rows = await db
    .select({
      id: tradeIns.id,
      number: tradeIns.number,
      status: tradeIns.status,
      payout: tradeIns.payout,
      paidCents: tradeIns.paidCents,
    })
    .from(tradeIns)
    .where(eq(tradeIns.customerId, stream.customer.id));
  const bought = new Map(
    (
      await db
        .select({
          tradeInId: tradeInLines.tradeInId,
          copies: sql<number>`sum(${tradeInLines.quantity})::int`.mapWith(Number),
        })
        .from(tradeInLines)
        .where(isNull(tradeInLines.rejectReason))
        .groupBy(tradeInLines.tradeInId)
    ).map((line) => [line.tradeInId, line.copies]),
  );
  const numbers = rows.map((row) => row.number);
  if (numbers.length === 0) return [];
  const credit = byReference(
    await db
      .select({
        reference: sql<string>`substring(${storeCreditEntries.note} from 'T-[A-Z]+-[0-9]+')`,
        cents: sql<number>`sum(${storeCreditEntries.amountCents})::int`.mapWith(Number),
      })
      .from(storeCreditEntries)
      .where(
        and(
          eq(storeCreditEntries.customerId, stream.customer.id),
          eq(storeCreditEntries.kind, 'trade_in'),
        ),
      )
      .groupBy(sql`1`),
  );
  const cash = byReference(
    await db
      .select({
        reference: drawerMovements.reference,
        cents: sql<number>`sum(${drawerMovements.amountCents})::int`.mapWith(Number),
      })
      .from(drawerMovements)
      .where(
        and(
          eq(drawerMovements.kind, 'trade_in_payout'),
          inArray(drawerMovements.reference, numbers),
        ),
      )
      .groupBy(drawerMovements.reference),
  );
  const stocked = byReference(
    await db
      .select({
        reference: stockMovements.reference,
        cents: sql<number>`sum(${stockMovements.delta})::int`.mapWith(Number),
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.reason, 'trade_in'), inArray(stockMovements.reference, numbers)))
      .groupBy(stockMovements.reference),
  );

  const problems: string[] = [];
  const status = new Map(rows.map((row) => [row.number, row.status]));
  for (const number of stream.accepted) {
    if (status.get(number) !== 'accepted')
      problems.push(`trade-in ${number} was acknowledged accepted but is ${status.get(number)}`);
  }
  for (const row of rows) {
    const paidCredit = credit.get(row.number) ?? 0;
    const paidCash = cash.get(row.number) ?? 0;
    const copies = stocked.get(row.number) ?? 0;
    const what = `trade-in ${row.number} (${row.status}, ${row.payout})`;
    if (row.status !== 'accepted') {
      if (paidCredit !== 0 || paidCash !== 0 || copies !== 0)
        problems.push(
          `${what}: paid ${paidCredit} credit and ${paidCash} cash cents, stocked ${copies}, though not accepted`,
        );
      continue;
    }
    const [paidIn, paidOther] =
      row.payout === 'cash' ? [paidCash, paidCredit] : [paidCredit, paidCash];
    if (paidIn !== row.paidCents || paidOther !== 0)
      problems.push(
        `${what}: says it paid ${row.paidCents} cents, but ${paidCredit} credit and ${paidCash} cash were paid`,
      );
    const copiesBought = bought.get(row.id) ?? 0;
    if (copies !== copiesBought)
      problems.push(`${what}: bought ${copiesBought} copies, but ${copies} were stocked`);
  }
  return [...problems, ...(await stockProblems(db, stream))];
}

/** Cards only trade-ins stock hold what their trade-in movements added, no more, no less. */
async function stockProblems(db: Database, stream: CrashTradeIns): Promise<string[]> {
  const moved = new Map(
    (
      await db
        .select({
          id: stockMovements.itemId,
          delta: sql<number>`sum(${stockMovements.delta})::int`.mapWith(Number),
        })
        .from(stockMovements)
        .where(
          and(
            eq(stockMovements.itemType, 'card'),
            eq(stockMovements.reason, 'trade_in'),
            inArray(stockMovements.itemId, stream.cardIds),
          ),
        )
        .groupBy(stockMovements.itemId)
    ).map((row) => [row.id, row.delta]),
  );
  const rows = await db
    .select({ id: cards.id, stock: cards.stock })
    .from(cards)
    .where(inArray(cards.id, stream.cardIds));
  return rows
    .filter((row) => row.stock !== (moved.get(row.id) ?? 0))
    .map(
      (row) =>
        `card ${row.id}: stock ${row.stock}, but trade-ins stocked ${moved.get(row.id) ?? 0}`,
    );
}
