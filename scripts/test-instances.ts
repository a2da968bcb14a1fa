/**
 * `npm run test:instances`: two shop instances (the built server, started together) on one
 * fresh database of the PostgreSQL server at TEST_DATABASE_URL (scripts/with-postgres.sh
 * provides one), sending mail to an SMTP server in this process, and the races across both:
 * the last copy of a card bought through both at once, 40 players for 16 seats split over
 * both, a sign-in limit counted across both, a card added and repriced on one and searched on
 * the other (the lag is reported), and kill -9 of one instance amid a rush of orders, after
 * which every acknowledged order is there and every message arrived once. Needs `tsc -b` first.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, ne } from 'drizzle-orm';
import { addDays, storeDate } from '../src/domain/shared/dates.ts';
import { type Database, openDatabase } from '../src/server/db/client.ts';
import { cards, customerOrders, orderItems, registrations } from '../src/server/db/schema/index.ts';
import {
  databaseUrl,
  uniqueDatabaseName,
  withAdminClient,
} from '../src/server/testing/migrated-template.ts';
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
  addToCart,
  type Customer,
  call,
  callAs,
  ownerToken,
  payWithTestCard,
  setUpPayment,
  signUp,
} from './lib/shop-api.ts';
import { type ShopProcess, startShop, stopShop } from './lib/shop-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  process.stderr.write('Run it as `npm run test:instances`, which provides a PostgreSQL server.\n');
  process.exit(1);
}
const ADMIN_PASSWORD = 'instances-test-owner-password';
/** How soon an edit on one instance must show in a search on the other. */
const SEARCH_LAG_LIMIT_MS = 1_000;
/** The sign-in attempts one client address may make a minute (DEFAULT_RATE_LIMITS). */
const ADDRESS_ATTEMPTS = 20;

const name = uniqueDatabaseName('shop_instances');
await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
const url = databaseUrl(serverUrl, name);
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-instances-'));
const mailbox = await startMailbox();
const env = {
  DATABASE_URL: url,
  // One folder for both, as a shared volume is for uploads.
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  // Behind one trusted proxy hop, so each player is a client of their own.
  TRUST_PROXY: '1',
  SMTP_URL: mailbox.url,
  PUBLIC_URL: 'https://shop.instances-test.example',
};

const signedUp: Customer[] = [];
const results: { race: string; problems: string[] }[] = [];
const pick = (shops: readonly ShopProcess[], i: number) => shops[i % shops.length] as ShopProcess;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Customers signed up through both instances in turn. */
async function customers(shops: readonly ShopProcess[], count: number): Promise<Customer[]> {
  const made = await Promise.all(
    Array.from({ length: count }, (_, i) => signUp(pick(shops, i), signedUp)),
  );
  return made.filter((customer): customer is Customer => customer !== null);
}

async function lastCopy(shops: readonly ShopProcess[], staff: string, db: Database) {
  const card = await call(pick(shops, 0), '/api/cards', {
    method: 'POST',
    token: staff,
    body: cardBody(`Last Copy ${randomUUID()}`, '5.00', 1),
  });
  const cardId = Number(card.body?.id);
  const buyers = await customers(shops, 6);
  const payments = await Promise.all(
    buyers.map(async (buyer, i) => {
      await addToCart(pick(shops, i), buyer, cardId);
      return setUpPayment(pick(shops, i), buyer);
    }),
  );
  const answers = await Promise.all(
    payments.map((payment, i) =>
      payment ? payWithTestCard(pick(shops, i), buyers[i] as Customer, payment) : undefined,
    ),
  );
  const placed = answers.filter((answer) => answer?.status === 200).length;
  const [row] = await db.select({ stock: cards.stock }).from(cards).where(eq(cards.id, cardId));
  const [sold] = await db
    .select({ orders: count() })
    .from(orderItems)
    .innerJoin(customerOrders, eq(customerOrders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.itemType, 'card'),
        eq(orderItems.itemId, cardId),
        ne(customerOrders.status, 'cancelled'),
      ),
    );
  const orders = sold?.orders ?? 0;
  const problems = [
    ...(placed === 1 && orders === 1 ? [] : [`${placed} buyers told yes, ${orders} orders kept`]),
    ...(row?.stock === 0 ? [] : [`the card's stock is ${row?.stock}, not 0`]),
  ];
  return { outcome: `${buyers.length} buyers, ${placed} order, stock ${row?.stock}`, problems };
}

async function seats(shops: readonly ShopProcess[], staff: string, db: Database) {
  const event = await call(pick(shops, 1), '/api/tournaments', {
    method: 'POST',
    token: staff,
    body: {
      name: `Instances Prerelease ${randomUUID().slice(0, 8)}`,
      date: addDays(storeDate(), 30),
      time: '18:00',
      entryFee: '0.00',
      maxParticipants: 16,
      gameType: 'Pokemon',
      location: 'nlr',
    },
  });
  const tournamentId = Number(event.body?.id);
  const players = await customers(shops, 40);
  await Promise.all(
    players.map((player, i) =>
      callAs(pick(shops, i), player, `/api/tournaments/${tournamentId}/registrations`, {
        method: 'POST',
      }),
    ),
  );
  const places = await db
    .select({ status: registrations.status, position: registrations.position })
    .from(registrations)
    .where(eq(registrations.tournamentId, tournamentId));
  const seated = places.filter((place) => place.status === 'registered').length;
  const waiting = places.filter((place) => place.status === 'waitlisted');
  const positions = waiting.map((place) => place.position ?? 0).sort((a, b) => a - b);
  const inLine = positions.every((position, i) => position === i + 1);
  const problems = [
    ...(seated === 16 ? [] : [`${seated} seated for 16 seats`]),
    ...(waiting.length === players.length - 16 && inLine
      ? []
      : [`waitlist of ${waiting.length} at ${positions.join(',')}`]),
  ];
  return {
    outcome: `${players.length} players, ${seated} seated, ${waiting.length} in line`,
    problems,
  };
}

async function signInLimit(shops: readonly ShopProcess[]) {
  const client = `203.0.113.${randomInt(1, 255)}`;
  const codes: number[] = [];
  for (let i = 0; i < ADDRESS_ATTEMPTS + 4; i++) {
    const answer = await call(pick(shops, i), '/api/customers/login', {
      method: 'POST',
      client,
      body: { email: `guess-${i}@example.com`, password: 'not the password' },
    });
    codes.push(answer.status);
  }
  const refusedAt = codes.indexOf(429);
  const problems =
    refusedAt === ADDRESS_ATTEMPTS && codes.slice(refusedAt).every((code) => code === 429)
      ? []
      : [`answers alternating over both: ${codes.join(',')}`];
  return { outcome: `refused from attempt ${refusedAt + 1} of ${codes.length}`, problems };
}

function cardBody(cardName: string, price: string, quantity: number) {
  return {
    name: cardName,
    gameType: 'Pokemon',
    setName: 'Instances Set',
    condition: 'Near Mint',
    price,
    quantity,
    forSale: true,
    location: 'nlr',
  };
}

/** Polls a search on `shop` until `found` holds: the milliseconds it took, or null if it never did. */
async function searchUntil(
  shop: ShopProcess,
  text: string,
  found: (items: { price?: string }[]) => boolean,
): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const page = await call(shop, `/api/cards?location=nlr&q=${encodeURIComponent(text)}`);
    if (found((page.body?.items as { price?: string }[] | undefined) ?? [])) {
      return Date.now() - started;
    }
    await later(20);
  }
  return null;
}

async function searchLag(shops: readonly ShopProcess[], staff: string) {
  const [writer, reader] = [pick(shops, 0), pick(shops, 1)];
  const cardName = `Lagless ${randomUUID().slice(0, 8)}`;
  const created = await call(writer, '/api/cards', {
    method: 'POST',
    token: staff,
    body: cardBody(cardName, '3.00', 2),
  });
  const added = await searchUntil(reader, cardName, (items) => items.length === 1);
  await call(writer, `/api/cards/${created.body?.id}`, {
    method: 'PUT',
    token: staff,
    body: cardBody(cardName, '4.25', 2),
  });
  const repriced = await searchUntil(reader, cardName, (items) => items[0]?.price === '4.25');
  const lags = [added, repriced];
  const problems = lags.every((lag) => lag !== null && lag <= SEARCH_LAG_LIMIT_MS)
    ? []
    : [`search on the other instance caught up in ${lags.join(' and ')} ms`];
  return { outcome: `a new card found in ${added} ms, a new price in ${repriced} ms`, problems };
}

/** Orders stream through both instances; one is killed (SIGKILL) mid-rush, the other carries on. */
async function killMidRush(shops: ShopProcess[], staff: string, db: Database) {
  const acknowledged: AcknowledgedOrders = { cardIds: [], orders: [] };
  const [doomed, survivor] = shops as [ShopProcess, ShopProcess];
  let killed = false;
  let running = true;
  const stream = async (shop: ShopProcess) => {
    while (running && !(shop === doomed && killed)) {
      await placeOrder(shop, staff, acknowledged, signedUp).catch(() => undefined);
    }
  };
  const streams = [doomed, doomed, survivor, survivor].map(stream);
  while (acknowledged.orders.length < 6) await later(100);
  await later(500 + Math.random() * 1000);
  await stopShop(doomed.child, 'SIGKILL');
  killed = true;
  const atKill = acknowledged.orders.length;
  await later(3_000);
  running = false;
  await Promise.all(streams);

  const problems = await verifyOrders(survivor, staff, acknowledged);
  // A killed instance's claims on messages run out after a minute; the test does not wait it.
  await runOutClaims(db);
  await waitForMail(mailbox.inbox);
  const owed = [...signUpMailOwed(signedUp), ...orderMailOwed(acknowledged)];
  const mail = await checkMail(db, mailbox.inbox, owed, false);
  return {
    outcome: `${acknowledged.orders.length} orders acknowledged (${atKill} before the kill); ${mailSummary(mail, owed)}`,
    problems: [...problems, ...mail.problems],
  };
}

const database = await openDatabase({ kind: 'postgres', url });
let shops: ShopProcess[] = [];
try {
  // Started together on an empty database: they migrate and seed one after the other.
  shops = await Promise.all([startShop(env), startShop(env)]);
  process.stdout.write(`two instances at ${shops.map((shop) => shop.url).join(' and ')}\n`);
  // One staff session for both: sessions live in the database.
  const staff = await ownerToken(pick(shops, 0), ADMIN_PASSWORD);
  const races: [string, () => Promise<{ outcome: string; problems: string[] }>][] = [
    ['the last copy bought through both at once', () => lastCopy(shops, staff, database.db)],
    ['40 players for 16 seats split over both', () => seats(shops, staff, database.db)],
    ['a sign-in limit counted across both', () => signInLimit(shops)],
    ['a card edit on one searched on the other', () => searchLag(shops, staff)],
    ['kill -9 of one instance mid-rush', () => killMidRush(shops, staff, database.db)],
  ];
  for (const [race, run] of races) {
    const started = Date.now();
    const { outcome, problems } = await run();
    results.push({ race, problems });
    const took = `${outcome} (${Date.now() - started} ms)`;
    process.stdout.write(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${race}: ${took}\n`);
    for (const problem of problems) process.stdout.write(`       ${problem}\n`);
  }
} finally {
  for (const shop of shops) await stopShop(shop.child);
  await database.close();
  await mailbox.close();
  await withAdminClient(serverUrl, (client) => client.query(`drop database ${name}`));
  rmSync(dataDir, { recursive: true, force: true });
}

const failed = results.length < 5 || results.some((result) => result.problems.length > 0);
process.stdout.write(
  failed
    ? 'instances test: FAILED\n'
    : 'instances test: two instances, one database, nothing lost or doubled\n',
);
process.exit(failed ? 1 : 0);
