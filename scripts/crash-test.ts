/**
 * `npm run test:crash [-- --rounds N]`: kills the server with SIGKILL in the middle of streams
 * of orders, catalog edits and event registrations, restarts it on the same data, and checks
 * that every write the server acknowledged is there, that no order was left half-written, and
 * that the events' seats, waitlists, holds and entry payments still add up. CI runs two
 * rounds; run more by hand. Needs `npm run build` first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type AcknowledgedOrders, placeOrder, verifyOrders } from './lib/crash-orders.ts';
import {
  type CrashEvents,
  createEvents,
  type Place,
  playerVisit,
  returnToUnansweredPayments,
  verifyPlaces,
} from './lib/crash-registrations.ts';
import { checkSeats } from './lib/crash-seat-invariants.ts';
import { ownerToken } from './lib/shop-api.ts';
import { startShop, stopShop } from './lib/shop-process.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '2' } } });
const rounds = Number(values.rounds);
const ADMIN_PASSWORD = 'crash-test-owner-password';
/** Players registering at once, so some race for the last seats. */
const PLAYERS_AT_ONCE = 3;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
// Behind one trusted proxy hop, so each shopper of the stream signs up as a client of their own.
const env = { DATA_DIR: dataDir, ADMIN_PASSWORD, TRUST_PROXY: '1' };

/** Runs a step again and again until stopped; a step the kill cuts short just ends. */
async function repeat(step: () => Promise<void>, running: () => boolean): Promise<void> {
  while (running()) await step().catch(() => undefined);
}

const acknowledged: AcknowledgedOrders = { cardIds: [], orders: [] };
const places: Place[] = [];
let events: CrashEvents | undefined;
let failed = false;
try {
  for (let round = 1; round <= rounds; round++) {
    const shop = await startShop(env);
    const staff = await ownerToken(shop, ADMIN_PASSWORD);
    events ??= await createEvents(shop, staff);
    const racedFor = events;
    let running = true;
    const streams = [
      repeat(
        () => placeOrder(shop, staff, acknowledged),
        () => running,
      ),
      ...Array.from({ length: PLAYERS_AT_ONCE }, () =>
        repeat(
          () => playerVisit(shop, racedFor, places),
          () => running,
        ),
      ),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 2000));
    await stopShop(shop.child, 'SIGKILL');
    running = false;
    await Promise.all(streams);

    const restarted = await startShop(env);
    const problems = [
      ...(await verifyOrders(restarted, await ownerToken(restarted, ADMIN_PASSWORD), acknowledged)),
      ...(await verifyPlaces(restarted, racedFor, places)),
    ];
    await returnToUnansweredPayments(restarted, places);
    const code = await stopShop(restarted.child);
    problems.push(...(await checkSeats(dataDir, racedFor)));
    const paid = places.filter((place) => place.paymentSent && place.status === 'registered');
    process.stdout.write(
      `round ${round}: ${acknowledged.cardIds.length} cards, ${acknowledged.orders.length} orders, ${places.length} registrations and ${paid.length} paid entries acknowledged so far; ${problems.length} problems; clean stop exit ${code}\n`,
    );
    for (const problem of problems) process.stdout.write(`  ${problem}\n`);
    if (problems.length > 0 || code !== 0) failed = true;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(
  failed ? 'crash test: FAILED\n' : `crash test: ${rounds} kill -9 rounds, nothing lost\n`,
);
process.exit(failed ? 1 : 0);
