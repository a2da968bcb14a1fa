import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { formatDollars, formatPrice, parsePrice } from '../../src/domain/money/money.ts';
import type { Database } from '../../src/server/db/client.ts';
import {
  customerOrders,
  storeCreditBalances,
  storeCreditEntries,
  storeCreditHolds,
} from '../../src/server/db/schema/index.ts';
import type { OwedMail } from './crash-mail.ts';
import {
  type Answer,
  addCard,
  addToCart,
  type Customer,
  call,
  callAs,
  payWithTestCard,
  setUpPayment,
  signUp,
  submitTestCard,
  TEST_CARDS,
} from './shop-api.ts';
import type { ShopProcess } from './shop-process.ts';

/** Credit staff gave, as the server acknowledged it. */
interface AcknowledgedIssue {
  customer: Customer;
  entryId: number;
  cents: number;
}

/** An order paid wholly or partly by store credit, and whether staff's cancellation was acknowledged. */
interface CreditOrder {
  customer: Customer;
  id: number;
  orderNumber: string;
  creditCents: number;
  cancelled: boolean;
}

/** What the server acknowledged of the store-credit stream. */
export interface AcknowledgedCredit {
  issues: AcknowledgedIssue[];
  orders: CreditOrder[];
  /** Checkouts whose card was declined and which the customer walked away from, holding credit. */
  abandoned: number;
  /** Issues asked for, answered or not: each gives an amount of its own. */
  issuesAsked: number;
}

/**
 * Each issue is a cent more than the one before, so a returning customer's "You've received"
 * messages differ by subject, which the mail check tells messages apart by.
 */
const ISSUED_CENTS = 2000;
const CARD_PRICE_CENTS = 800;
/** The credit a split checkout spends; the card pays the rest. */
const SPLIT_CREDIT_CENTS = 300;
const CANCEL_SHARE = 0.4;
/** Slack for the clocks of the shop's transactions and this process. */
const CLOCK_SLACK_MS = 1000;

const HOW_PAID = ['credit', 'split', 'declined then retried', 'declined and abandoned'] as const;
type HowPaid = (typeof HOW_PAID)[number];

/** The order of a checkout, by card for what credit leaves (a declined card first when asked). */
async function payPart(
  shop: ShopProcess,
  customer: Customer,
  how: HowPaid,
  credit: AcknowledgedCredit,
): Promise<Answer | undefined> {
  const payment = await setUpPayment(shop, customer, formatPrice(SPLIT_CREDIT_CENTS));
  if (!payment) return undefined;
  if (how === 'split') return payWithTestCard(shop, customer, payment);
  if ((await submitTestCard(shop, payment, TEST_CARDS.declined)).status === 200) return undefined;
  if (how === 'declined and abandoned') {
    credit.abandoned += 1;
    return undefined;
  }
  // Checking out again gives back the credit the declined payment held, and holds it anew.
  const retry = await setUpPayment(shop, customer, formatPrice(SPLIT_CREDIT_CENTS));
  return retry ? payWithTestCard(shop, customer, retry) : undefined;
}

/** Most visits are by a customer who already has credit: signing up is the slow part of a visit. */
const RETURNING_SHARE = 0.7;

/** A customer staff gave credit before, or a new one. */
async function visitor(
  shop: ShopProcess,
  credit: AcknowledgedCredit,
  signedUp: Customer[],
): Promise<Customer | null> {
  const known = credit.issues.map((issue) => issue.customer);
  const returning = known[Math.floor(Math.random() * known.length)];
  return returning && Math.random() < RETURNING_SHARE ? returning : signUp(shop, signedUp);
}

/** The credit part of a placed order, as its answer's tenders say. */
function creditPaid(answer: Answer): { id: number; creditCents: number } {
  const order = answer.body?.order as { id: number; tenders: { method: string; amount: string }[] };
  const tender = order.tenders.find((candidate) => candidate.method === 'store_credit');
  return { id: order.id, creditCents: tender ? (parsePrice(tender.amount) ?? 0) : 0 };
}

/**
 * A customer staff give credit spends it on a card: all of it on credit, or part credit and
 * part card, sometimes after a declined card (retried, or walked away from with the credit
 * held). Staff cancel some of the orders, which gives the credit back. Each step is recorded
 * only once the server said it happened.
 */
export async function creditVisit(
  shop: ShopProcess,
  staff: string,
  credit: AcknowledgedCredit,
  signedUp: Customer[],
): Promise<void> {
  const cardId = await addCard(shop, staff, formatPrice(CARD_PRICE_CENTS));
  if (cardId === null) return;
  const customer = await visitor(shop, credit, signedUp);
  if (!customer) return;
  const cents = ISSUED_CENTS + credit.issuesAsked;
  credit.issuesAsked += 1;
  const issued = await call(shop, `/api/admin/customers/${customer.id}/store-credit`, {
    method: 'POST',
    token: staff,
    body: {
      amount: formatPrice(cents),
      kind: 'issued',
      note: 'Crash test credit',
      location: 'nlr',
    },
  });
  if (issued.status !== 201) return;
  const entry = issued.body?.entry as { id: number };
  credit.issues.push({ customer, entryId: entry.id, cents });
  await addToCart(shop, customer, cardId);

  const how = HOW_PAID[Math.floor(Math.random() * HOW_PAID.length)] ?? 'credit';
  const answer =
    how === 'credit'
      ? await callAs(shop, customer, '/api/checkout/store-credit', {
          method: 'POST',
          body: { location: 'nlr' },
        })
      : await payPart(shop, customer, how, credit);
  if (answer?.status !== 200) return;
  const order: CreditOrder = {
    customer,
    ...creditPaid(answer),
    orderNumber: String(answer.body?.orderNumber),
    cancelled: false,
  };
  credit.orders.push(order);
  if (Math.random() >= CANCEL_SHARE) return;
  const cancelled = await call(shop, `/api/admin/orders/${order.id}`, {
    method: 'PATCH',
    token: staff,
    body: { status: 'cancelled' },
  });
  if (cancelled.status === 200) order.cancelled = true;
}

/** Every acknowledged credit order is there, and cancelled if its cancellation was acknowledged. */
export async function verifyCreditOrders(
  shop: ShopProcess,
  credit: AcknowledgedCredit,
): Promise<string[]> {
  const problems: string[] = [];
  for (const { customer, orderNumber, cancelled } of credit.orders) {
    const mine = await callAs(shop, customer, '/api/customers/orders');
    const list = (mine.body as unknown as { orderNumber: string; status: string }[] | null) ?? [];
    const status = list.find((order) => order.orderNumber === orderNumber)?.status;
    if (!status) problems.push(`credit order ${orderNumber} was acknowledged but is gone`);
    else if (cancelled && status !== 'cancelled')
      problems.push(`credit order ${orderNumber} was acknowledged cancelled but is ${status}`);
  }
  return problems;
}

/** Each balance against its entries: their sum, and what the latest one says it left. */
export async function balanceProblems(db: Database): Promise<string[]> {
  const sums = await db
    .select({
      customerId: storeCreditEntries.customerId,
      sum: sql<number>`sum(${storeCreditEntries.amountCents})::int`,
      latest: sql<number>`(array_agg(${storeCreditEntries.balanceAfterCents} order by ${storeCreditEntries.id} desc))[1]`,
    })
    .from(storeCreditEntries)
    .groupBy(storeCreditEntries.customerId);
  const balances = new Map(
    (await db.select().from(storeCreditBalances)).map((row) => [row.customerId, row.balanceCents]),
  );
  const problems: string[] = [];
  for (const [customerId, balance] of balances) {
    if (balance < 0) problems.push(`customer ${customerId} has a negative balance of ${balance}`);
  }
  for (const { customerId, sum, latest } of sums) {
    const balance = balances.get(customerId) ?? 0;
    if (balance !== sum)
      problems.push(`customer ${customerId}: balance ${balance} but entries sum to ${sum}`);
    if (balance !== latest)
      problems.push(
        `customer ${customerId}: balance ${balance} but the latest entry left ${latest}`,
      );
  }
  return problems;
}

/**
 * Holds: none open past its expiry (the sweeper has run since), a settled one belongs to an
 * order, a released one gave back exactly what it held.
 */
async function holdProblems(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const overdue = await db
    .select({ id: storeCreditHolds.id, expiresAt: storeCreditHolds.expiresAt })
    .from(storeCreditHolds)
    .where(
      and(
        isNull(storeCreditHolds.settledAt),
        isNull(storeCreditHolds.releasedEntryId),
        lt(storeCreditHolds.expiresAt, new Date(Date.now() - CLOCK_SLACK_MS)),
      ),
    );
  for (const hold of overdue)
    problems.push(`hold ${hold.id} is still open past its expiry ${hold.expiresAt.toISOString()}`);

  const rows = await db
    .select({ hold: storeCreditHolds, released: storeCreditEntries, order: customerOrders })
    .from(storeCreditHolds)
    .leftJoin(storeCreditEntries, eq(storeCreditEntries.id, storeCreditHolds.releasedEntryId))
    .leftJoin(customerOrders, eq(customerOrders.purchaseId, storeCreditHolds.checkoutId));
  for (const { hold, released, order } of rows) {
    if (hold.settledAt && !order) problems.push(`hold ${hold.id} is settled without an order`);
    if (hold.settledAt && released) problems.push(`hold ${hold.id} is settled and released`);
    if (released && released.amountCents !== hold.amountCents)
      problems.push(`hold ${hold.id} of ${hold.amountCents} gave back ${released.amountCents}`);
  }
  return problems;
}

/** Acknowledged credit is in the ledger, and an acknowledged cancellation gave the credit back. */
async function acknowledgedProblems(db: Database, credit: AcknowledgedCredit): Promise<string[]> {
  const problems: string[] = [];
  const issueIds = credit.issues.map((issue) => issue.entryId);
  const found = new Set(
    issueIds.length === 0
      ? []
      : (
          await db
            .select({ id: storeCreditEntries.id })
            .from(storeCreditEntries)
            .where(inArray(storeCreditEntries.id, issueIds))
        ).map((row) => row.id),
  );
  for (const issue of credit.issues) {
    if (!found.has(issue.entryId))
      problems.push(`credit entry ${issue.entryId} was acknowledged but is gone`);
  }
  for (const order of credit.orders.filter((candidate) => candidate.cancelled)) {
    const [refund] = await db
      .select({ cents: sql<number>`coalesce(sum(${storeCreditEntries.amountCents}), 0)::int` })
      .from(storeCreditEntries)
      .where(and(eq(storeCreditEntries.orderId, order.id), eq(storeCreditEntries.kind, 'refund')));
    if (refund?.cents !== order.creditCents)
      problems.push(
        `cancelled order ${order.orderNumber} paid ${order.creditCents} in credit but got back ${refund?.cents}`,
      );
  }
  return problems;
}

/** The stopped shop's ledger, read from its database. */
export async function checkLedger(db: Database, credit: AcknowledgedCredit): Promise<string[]> {
  return [
    ...(await balanceProblems(db)),
    ...(await holdProblems(db)),
    ...(await acknowledgedProblems(db, credit)),
  ];
}

/**
 * Ends the open holds, as the hour a payment may take would: rounds are shorter, and the next
 * start's sweeper should give their credit back. Answers how many.
 */
export async function runOutHolds(db: Database): Promise<number> {
  const aged = await db
    .update(storeCreditHolds)
    .set({ expiresAt: new Date(Date.now() - CLOCK_SLACK_MS) })
    .where(and(isNull(storeCreditHolds.settledAt), isNull(storeCreditHolds.releasedEntryId)))
    .returning({ id: storeCreditHolds.id });
  return aged.length;
}

/** The mail owed: the credit given, each order's thanks, and each cancellation. */
export function creditMailOwed({ issues, orders }: AcknowledgedCredit): OwedMail[] {
  return [
    ...issues.map(({ customer, cents }) => ({
      to: customer.email,
      subject: `You've received ${formatDollars(cents)} in store credit`,
    })),
    ...orders.flatMap(({ customer, orderNumber, cancelled }) => [
      { to: customer.email, subject: `Thanks for your order ${orderNumber}` },
      ...(cancelled ? [{ to: customer.email, subject: `Order ${orderNumber} was cancelled` }] : []),
    ]),
  ];
}
