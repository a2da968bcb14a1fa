import { and, eq, sql } from 'drizzle-orm';
import { expectedCents } from '../../src/domain/counter/drawer.rules.ts';
import { parsePrice } from '../../src/domain/money/money.ts';
import type { TaxPolicy } from '../../src/domain/tax/sales-tax.rules.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  cards,
  cashDrawers,
  counterSales,
  customerOrders,
  drawerMovements,
  orderItems,
  purchaseTenders,
  stockMovements,
} from '../../src/server/db/schema/index.ts';
import {
  type CounterLine,
  cashHandedOver,
  counterTaxPolicy,
  openCounterDrawer,
  ringUpCash,
  saleTotalCents,
} from './counter-sales.ts';
import { addCard, call } from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/**
 * Counter sales amid the kills: cash sales of a few cards kept for the counter, on one open
 * drawer. After each restart every acknowledged receipt is there as rung up, each card's
 * stock is what it started at less what the recorded sales took (its movements say the same),
 * and the drawer expects its float plus the cash the recorded sales kept, less the cash the
 * trade-ins accepted paid out of it (crash-trade-ins.ts).
 */

/** Cards only the counter sells, so the online stream's orders never move their stock. */
const COUNTER_CARDS = 4;
const STARTING_STOCK = 5000;
const FLOAT = '100.00';

/** A sale the server acknowledged (201 with a receipt number), as it was rung up. */
interface AcknowledgedSale {
  receiptNumber: string;
  totalCents: number;
  changeCents: number;
}

export interface CrashCounter {
  cardIds: number[];
  priceCents: number;
  policy: TaxPolicy;
  drawerId: number;
  sales: AcknowledgedSale[];
  /** What the drawer said it expects, read over the API after the last restart. */
  expectedByShop: number | null;
}

/** The counter's cards and its open drawer. */
export async function setUpCounter(shop: ShopProcess, staff: string): Promise<CrashCounter> {
  const price = '4.00';
  const cardIds: number[] = [];
  for (let n = 0; n < COUNTER_CARDS; n += 1) {
    const id = await addCard(shop, staff, price, STARTING_STOCK);
    if (id === null) throw new Error('the crash test could not add the counter cards');
    cardIds.push(id);
  }
  const drawerId = await openCounterDrawer(shop, staff, 'nlr', FLOAT);
  if (drawerId === null) throw new Error('the crash test could not open a drawer');
  return {
    cardIds,
    priceCents: parsePrice(price) ?? 0,
    policy: await counterTaxPolicy(shop, staff, 'nlr'),
    drawerId,
    sales: [],
    expectedByShop: null,
  };
}

/** One cash sale of one to three of the counter's cards, a few of each; recorded once answered. */
export async function counterVisit(
  shop: ShopProcess,
  staff: string,
  counter: CrashCounter,
): Promise<void> {
  const lines: CounterLine[] = counter.cardIds
    .filter(() => Math.random() < 0.6)
    .map((itemId) => ({
      itemType: 'card',
      itemId,
      priceCents: counter.priceCents,
      quantity: 1 + Math.floor(Math.random() * 3),
    }));
  if (lines.length === 0) return;
  const totalCents = saleTotalCents(counter.policy, lines);
  const answer = await ringUpCash(shop, staff, 'nlr', lines, totalCents);
  const receiptNumber = answer.body?.receiptNumber;
  if (answer.status !== 201 || typeof receiptNumber !== 'string') return;
  counter.sales.push({
    receiptNumber,
    totalCents,
    changeCents: cashHandedOver(totalCents) - totalCents,
  });
}

/** Every acknowledged receipt reads back with its total; notes what the drawer expects. */
export async function verifyCounterSales(
  shop: ShopProcess,
  staff: string,
  counter: CrashCounter,
): Promise<string[]> {
  const problems: string[] = [];
  for (const sale of counter.sales) {
    const answer = await call(shop, `/api/admin/counter/sales/${sale.receiptNumber}`, {
      token: staff,
    });
    if (answer.status !== 200)
      problems.push(`sale ${sale.receiptNumber} was acknowledged but is gone`);
    else if (parsePrice(String(answer.body?.total)) !== sale.totalCents)
      problems.push(`sale ${sale.receiptNumber} totals ${answer.body?.total}, not as rung up`);
  }
  const drawers = await call(shop, '/api/admin/counter/drawers?location=nlr', { token: staff });
  const drawer = (drawers.body?.drawers as { id: number; expected: string }[] | undefined)?.find(
    (candidate) => candidate.id === counter.drawerId,
  );
  counter.expectedByShop = drawer ? parsePrice(drawer.expected) : null;
  if (!drawer) problems.push(`the drawer ${counter.drawerId} is not listed after the restart`);
  return problems;
}

/** Quantities the recorded counter sales took, by card. */
async function soldByCard(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: orderItems.itemId, sold: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(customerOrders, eq(customerOrders.id, orderItems.orderId))
    .where(and(eq(customerOrders.channel, 'counter'), eq(orderItems.itemType, 'card')))
    .groupBy(orderItems.itemId);
  return new Map(rows.map((row) => [row.itemId, row.sold]));
}

async function stockProblems(db: Database, counter: CrashCounter): Promise<string[]> {
  const sold = await soldByCard(db);
  const problems: string[] = [];
  for (const id of counter.cardIds) {
    const [card] = await db.select({ stock: cards.stock }).from(cards).where(eq(cards.id, id));
    const [moved] = await db
      .select({ delta: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` })
      .from(stockMovements)
      .where(
        and(
          eq(stockMovements.itemType, 'card'),
          eq(stockMovements.itemId, id),
          eq(stockMovements.reason, 'counter_sale'),
        ),
      );
    const taken = sold.get(id) ?? 0;
    if (card?.stock !== STARTING_STOCK - taken)
      problems.push(`card ${id}: stock ${card?.stock}, but ${STARTING_STOCK} less ${taken} sold`);
    if (moved?.delta !== -taken)
      problems.push(`card ${id}: counter movements sum to ${moved?.delta}, but ${taken} were sold`);
  }
  return problems;
}

/**
 * The drawer's expected cash by the drawer rules, from what the database holds: its float, the
 * cash tenders of the recorded sales (what each kept after its change) and the trade-in payouts
 * recorded; the shop must have said the same.
 */
async function drawerProblems(db: Database, counter: CrashCounter): Promise<string[]> {
  const [drawer] = await db
    .select({ floatCents: cashDrawers.floatCents })
    .from(cashDrawers)
    .where(eq(cashDrawers.id, counter.drawerId));
  const [cash] = await db
    .select({ kept: sql<number>`coalesce(sum(${purchaseTenders.amountCents}), 0)::int` })
    .from(purchaseTenders)
    .innerJoin(customerOrders, eq(customerOrders.purchaseId, purchaseTenders.purchaseId))
    .where(and(eq(customerOrders.channel, 'counter'), eq(purchaseTenders.method, 'cash')));
  const [payouts] = await db
    .select({ paid: sql<number>`coalesce(sum(${drawerMovements.amountCents}), 0)::int` })
    .from(drawerMovements)
    .where(
      and(
        eq(drawerMovements.drawerId, counter.drawerId),
        eq(drawerMovements.kind, 'trade_in_payout'),
      ),
    );
  const expected = expectedCents({
    floatCents: drawer?.floatCents ?? 0,
    cashSalesCents: cash?.kept ?? 0,
    cashRefundsCents: 0,
    paidInCents: 0,
    paidOutCents: 0,
    tradeInPayoutsCents: payouts?.paid ?? 0,
  });
  return counter.expectedByShop === expected
    ? []
    : [
        `the drawer expects ${counter.expectedByShop} cents; float, cash sales and trade-in payouts make ${expected}`,
      ];
}

/** Each acknowledged sale's change is recorded as handed back. */
async function changeProblems(db: Database, counter: CrashCounter): Promise<string[]> {
  const rows = await db
    .select({ receiptNumber: customerOrders.orderNumber, changeCents: counterSales.changeCents })
    .from(counterSales)
    .innerJoin(customerOrders, eq(customerOrders.id, counterSales.orderId));
  const change = new Map(rows.map((row) => [row.receiptNumber, row.changeCents]));
  return counter.sales
    .filter((sale) => change.get(sale.receiptNumber) !== sale.changeCents)
    .map(
      (sale) =>
        `sale ${sale.receiptNumber}: change ${change.get(sale.receiptNumber)}, not ${sale.changeCents}`,
    );
}

/** The counter's stock, drawer and change, read from the stopped shop's database. */
export async function checkCounter(db: Database, counter: CrashCounter): Promise<string[]> {
  return [
    ...(await stockProblems(db, counter)),
    ...(await drawerProblems(db, counter)),
    ...(await changeProblems(db, counter)),
  ];
}
