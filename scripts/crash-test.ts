/**
 * `npm run test:crash [-- --rounds N]`: kills the server with SIGKILL in the middle of streams
 * of orders, catalog edits, event registrations, store credit (given by staff, spent whole
 * or with a card, held by a declined card, refunded by a cancellation), counter sales paid
 * in cash and trade-ins accepted for cash or credit, restarts it on the same data, and checks
 * that every write the server acknowledged is there, that no order was left half-written, that
 * the counter's stock and drawer agree with the sales and payouts recorded, that every
 * accepted trade-in has its payout and its stock together (and any other neither), that
 * the events' seats, waitlists, holds and entry payments still add up, that every store-credit
 * balance is the sum of its entries with no hold left past its expiry, and that the shop's mail
 * (to an SMTP server in this process) told every acknowledged change once. CI runs two rounds;
 * run more by hand. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import {
  type CrashCounter,
  checkCounter,
  counterVisit,
  setUpCounter,
  verifyCounterSales,
} from './lib/crash-counter.ts';
import {
  type AcknowledgedCredit,
  checkLedger,
  creditMailOwed,
  creditVisit,
  runOutHolds,
  verifyCreditOrders,
} from './lib/crash-credit.ts';
import {
  checkMail,
  mailSummary,
  runOutClaims,
  signUpMailOwed,
  waitForMail,
} from './lib/crash-mail.ts';
import { startMailbox } from './lib/crash-mailbox.ts';
import {
  type AcknowledgedOrders,
  orderMailOwed,
  placeOrder,
  verifyOrders,
} from './lib/crash-orders.ts';
import {
  type CrashEvents,
  createEvents,
  type Place,
  placeMailOwed,
  playerVisit,
  returnToUnansweredPayments,
  verifyPlaces,
} from './lib/crash-registrations.ts';
import { checkSeats } from './lib/crash-seat-invariants.ts';
import {
  type CrashTradeIns,
  checkTradeIns,
  setUpTradeIns,
  tradeInVisit,
} from './lib/crash-trade-ins.ts';
import { type Customer, ownerToken } from './lib/shop-api.ts';
import { type ShopProcess, startShop, stopShop } from './lib/shop-process.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
const ADMIN_PASSWORD = 'crash-test-owner-password';
/** Players registering at once, so some race for the last seats. */
const PLAYERS_AT_ONCE = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
const mailbox = await startMailbox();
const env = {
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  // Behind one trusted proxy hop, so each shopper of the stream signs up as a client of their own.
  TRUST_PROXY: '1',
  SMTP_URL: mailbox.url,
  PUBLIC_URL: 'https://shop.crash-test.example',
};

/** The longest a round waits for its first trade-in accept before the kill's own delay. */
const FIRST_ACCEPT_WAIT_MS = 30_000;

/** Waits until the check holds, or the time is up. */
async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Runs a step again and again until stopped; a step the kill cuts short just ends. */
async function repeat(step: () => Promise<void>, running: () => boolean): Promise<void> {
  while (running()) await step().catch(() => undefined);
}

const acknowledged: AcknowledgedOrders = { cardIds: [], orders: [] };
const credit: AcknowledgedCredit = { issues: [], orders: [], abandoned: 0, issuesAsked: 0 };
const places: Place[] = [];
const signedUp: Customer[] = [];
let failed = false;

/**
 * Lets the shop's sender drain, stops the shop cleanly and reads its database: the events'
 * seats, the store-credit ledger, and the mail owed so far against what arrived and the outbox.
 * Then the claims a killed shop left on messages and the credit held by unfinished checkouts
 * are run out, as two minutes and an hour would, so the next start sends and gives them back.
 */
async function drainAndCheck(
  shop: ShopProcess,
  events: CrashEvents,
  counter: CrashCounter,
  tradeIns: CrashTradeIns,
  afterKill: boolean,
) {
  const owed = [
    ...signUpMailOwed(signedUp),
    ...orderMailOwed(acknowledged),
    ...placeMailOwed(places, events),
    ...creditMailOwed(credit),
  ];
  await waitForMail(mailbox.inbox);
  const code = await stopShop(shop.child);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const seats = await checkSeats(database.db, events);
    const ledger = await checkLedger(database.db, credit);
    const till = await checkCounter(database.db, counter);
    const bought = await checkTradeIns(database.db, tradeIns);
    const mail = await checkMail(database.db, mailbox.inbox, owed, afterKill);
    await runOutClaims(database.db);
    const lapsed = await runOutHolds(database.db);
    return {
      code,
      summary: `${mailSummary(mail, owed)}; ${lapsed} credit holds left to lapse`,
      problems: [...seats, ...ledger, ...till, ...bought, ...mail.problems],
    };
  } finally {
    await database.close();
  }
}

/** One line for a restart, then its problems; a problem or an unclean stop fails the run. */
function report(
  title: string,
  { code, summary, problems }: Awaited<ReturnType<typeof drainAndCheck>>,
) {
  process.stdout.write(
    `${title}; ${summary}; ${problems.length} problems; clean stop exit ${code}\n`,
  );
  for (const problem of problems) process.stdout.write(`  ${problem}\n`);
  if (problems.length > 0 || code !== 0) failed = true;
}

let events: CrashEvents | undefined;
let counter: CrashCounter | undefined;
let tradeIns: CrashTradeIns | undefined;
try {
  for (let round = 1; round <= rounds; round++) {
    const shop = await startShop(env);
    const staff = await ownerToken(shop, ADMIN_PASSWORD);
    events ??= await createEvents(shop, staff);
    counter ??= await setUpCounter(shop, staff);
    tradeIns ??= await setUpTradeIns(shop, staff, signedUp);
    const racedFor = events;
    const till = counter;
    const buying = tradeIns;
    let running = true;
    const streams = [
      repeat(
        () => placeOrder(shop, staff, acknowledged, signedUp),
        () => running,
      ),
      repeat(
        () => creditVisit(shop, staff, credit, signedUp),
        () => running,
      ),
      repeat(
        () => counterVisit(shop, staff, till),
        () => running,
      ),
      repeat(
        () => tradeInVisit(shop, staff, buying),
        () => running,
      ),
      ...Array.from({ length: PLAYERS_AT_ONCE }, () =>
        repeat(
          () => playerVisit(shop, racedFor, places, signedUp),
          () => running,
        ),
      ),
    ];
    // The kill waits for the round's first trade-in accept (within reason): on a busy machine
    // the streams start slowly, and a round killed before any accept proves nothing of them.
    const acceptedBefore = buying.accepted.length;
    await until(() => buying.accepted.length > acceptedBefore, FIRST_ACCEPT_WAIT_MS);
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    await stopShop(shop.child, 'SIGKILL');
    running = false;
    await Promise.all(streams);

    const restarted = await startShop(env);
    const restartedStaff = await ownerToken(restarted, ADMIN_PASSWORD);
    const problems = [
      ...(await verifyOrders(restarted, restartedStaff, acknowledged)),
      ...(await verifyPlaces(restarted, racedFor, places)),
      ...(await verifyCreditOrders(restarted, credit)),
      ...(await verifyCounterSales(restarted, restartedStaff, till)),
    ];
    await returnToUnansweredPayments(restarted, places);
    const check = await drainAndCheck(restarted, racedFor, till, buying, true);
    const paid = places.filter((place) => place.paymentSent && place.status === 'registered');
    const ready = acknowledged.orders.filter((order) => order.ready);
    const cancelledCredit = credit.orders.filter((order) => order.cancelled).length;
    report(
      `round ${round}: ${signedUp.length} sign-ups, ${acknowledged.cardIds.length} cards, ${acknowledged.orders.length} orders (${ready.length} marked ready), ${places.length} registrations, ${paid.length} paid entries, ${credit.issues.length} credit issues and ${credit.orders.length} credit orders (${cancelledCredit} cancelled, ${credit.abandoned} declined and left), ${till.sales.length} counter sales and ${buying.accepted.length} trade-ins accepted so far`,
      { ...check, problems: [...problems, ...check.problems] },
    );
  }
  // A start that is not killed sends what the last killed shop had claimed: then nothing waits.
  if (events && counter && tradeIns)
    report(
      'one more start, not killed',
      await drainAndCheck(await startShop(env), events, counter, tradeIns, false),
    );
} finally {
  await mailbox.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(
  failed ? 'crash test: FAILED\n' : `crash test: ${rounds} kill -9 rounds, nothing lost\n`,
);
process.exit(failed ? 1 : 0);
