/**
 * `npm run bench:write-costs -- [--from DIR | --cards 2000] [--rounds 100] [--repeat 3]`: the
 * server's CPU time for one request of each writing kind of the release day, made one at a
 * time so nothing else shares the figure: a registration or a drop, a cart add or remove, a
 * checkout (its cart add, the payment set up, the test card paid, the order asked for), a
 * staff repricing, a two-line cash sale at the counter. The built shop (`npm run build` first)
 * runs on a copy of the embedded database in `--from` (a kept `--data-dir` of the rush; the
 * original is never written), or on a fresh catalog of `--cards` a store. The CPU is the
 * server's user and system time from `/proc` over each kind's rounds, less what the server
 * spends idle in as long, divided by the requests; each kind is measured `--repeat` times and
 * printed as the median with its range. `--only TEXT` measures the kinds whose name holds it;
 * `--cpu-prof DIR` writes the server's CPU profile there when it stops.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { cpuSeconds, prepareBenchData } from './lib/bench-data.ts';
import { createClient, createRecorder, type RushClient } from './lib/rush-client.ts';
import { type RushStage, restock, setUpRush } from './lib/rush-setup.ts';
import { counterSale, reprice } from './lib/rush-users.ts';
import { ownerToken, TEST_CARDS } from './lib/shop-api.ts';
import { startShop, stopShop } from './lib/shop-process.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    cards: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '100' },
    repeat: { type: 'string', default: '3' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const repeat = Number(values.repeat);
const adminPassword = 'bench-admin-password';
/** Payments a customer sets up, under the shop's 30 in 15 minutes. */
const PAYMENTS_PER_CUSTOMER = 28;
/** Copies of each card from the shelves that checkouts and counter sales take. */
const PLENTY_STOCK = 500;
/** Long enough for work a request leaves behind (its mail sent) to be counted with it. */
const SETTLE_MS = 500;

/** One round of a kind: its requests made in turn, answering how many were made. */
type Round = (client: RushClient, stage: RushStage, round: number) => Promise<number>;

const KINDS: Record<string, Round> = {
  async 'registration or drop'(client, stage, round) {
    const event = stage.events[round % stage.events.length];
    const path = `/api/tournaments/${event}/registrations`;
    const token = stage.customers[0]?.token;
    await client.call('event', { method: 'POST', path, token });
    await client.call('event', { method: 'DELETE', path: `${path}/mine`, token });
    return 2;
  },

  async 'cart add or remove'(client, stage, round) {
    const card = stage.plenty[round % stage.plenty.length];
    const token = stage.customers[0]?.token;
    await client.call('cart', {
      method: 'POST',
      path: '/api/customers/cart',
      token,
      payload: { itemType: 'card', itemId: card?.id, quantity: 1 },
    });
    await client.call('cart', {
      method: 'DELETE',
      path: `/api/customers/cart/card/${card?.id}`,
      token,
    });
    return 2;
  },

  async 'checkout (add, payment, card, order)'(client, stage, round) {
    const token = stage.customers[1 + Math.floor(round / PAYMENTS_PER_CUSTOMER)]?.token;
    const card = stage.plenty[round % stage.plenty.length];
    await client.call('checkout', {
      method: 'POST',
      path: '/api/customers/cart',
      token,
      payload: { itemType: 'card', itemId: card?.id, quantity: 1 },
    });
    const intent = await client.call('checkout', {
      method: 'POST',
      path: '/api/create-payment-intent',
      token,
      payload: {},
    });
    if (typeof intent.body?.clientSecret !== 'string') return 2;
    await client.call('checkout', {
      method: 'POST',
      path: '/api/test-payments/confirm',
      payload: {
        clientSecret: intent.body?.clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        expiry: '12/34',
        cvc: '123',
      },
    });
    await client.call('checkout', {
      method: 'POST',
      path: '/api/customers/orders',
      token,
      payload: { paymentIntentId: intent.body?.paymentIntentId },
    });
    return 4;
  },

  async 'staff repricing'(client, stage, round) {
    await reprice(client, stage, round);
    return 1;
  },

  async 'two-line counter sale'(client, stage, round) {
    const { plenty } = stage;
    const cards = [round, round + plenty.length / 2].map((n) => plenty[n % plenty.length]);
    await counterSale(
      client,
      stage,
      cards.filter((card) => card !== undefined),
    );
    return 1;
  },
};

/** The kinds measured: those whose name holds `--only`, or all. */
const measured = Object.entries(KINDS).filter(([kind]) => kind.includes(values.only ?? ''));

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)] ?? 0;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-write-costs-'));
if (values.from) cpSync(values.from, dataDir, { recursive: true });
else
  await prepareBenchData({}, dataDir, {
    cardsPerStore: Number(values.cards),
    creditEntriesPerStore: 200,
  });

const shop = await startShop(
  { DATA_DIR: dataDir, ADMIN_PASSWORD: adminPassword, STORE_NETWORKS: '127.0.0.1' },
  'built',
  values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
);
const pid = shop.child.pid ?? 0;
const lines: string[] = [];
let failed = false;
try {
  await fetch(`${shop.url}/api/cards?location=nlr&q=dragon`);
  const owner = await ownerToken(shop, adminPassword);
  const checkouts = rounds * repeat;
  const stage = await setUpRush(shop, owner, 2 + Math.ceil(checkouts / PAYMENTS_PER_CUSTOMER));
  // Enough copies of the shelves' cards for every checkout and sale, so none is refused.
  for (const card of stage.plenty) await restock(shop, owner, card.id, PLENTY_STOCK);
  await sleep(2000);

  // What the server spends with nothing asked of it (its senders' and sweepers' polls).
  const idleBegun = performance.now();
  const idleCpu = cpuSeconds(pid);
  await sleep(5000);
  const idleRate = (cpuSeconds(pid) - idleCpu) / (performance.now() - idleBegun);

  const costs = new Map<string, number[]>(measured.map(([kind]) => [kind, []]));
  const outcomes = new Map<string, { refused: number; errors: number; samples: string[] }>();
  for (let pass = 0; pass < repeat; pass += 1) {
    for (const [kind, round] of measured) {
      const recorder = createRecorder();
      const client = createClient(shop.url, recorder);
      recorder.start();
      const begun = performance.now();
      const cpuBefore = cpuSeconds(pid);
      let requests = 0;
      for (let n = 0; n < rounds; n += 1) requests += await round(client, stage, pass * rounds + n);
      await sleep(SETTLE_MS);
      const cpuMs = 1000 * (cpuSeconds(pid) - cpuBefore) - idleRate * (performance.now() - begun);
      client.close();
      costs.get(kind)?.push(cpuMs / requests);
      const { rows, errorSamples } = recorder.summary(1);
      const seen = outcomes.get(kind) ?? { refused: 0, errors: 0, samples: [] };
      seen.refused += rows.reduce((sum, row) => sum + row.refused, 0);
      seen.errors += rows.reduce((sum, row) => sum + row.errors, 0);
      seen.samples.push(...errorSamples);
      outcomes.set(kind, seen);
    }
  }

  lines.push(
    `Write costs ${new Date().toISOString()}, ${values.from ? `a copy of ${values.from}` : `${values.cards} fresh cards a store`}, ${rounds} rounds a kind, ${repeat} passes, load average ${(loadavg()[0] ?? 0).toFixed(2)} at the end; idle ${(idleRate * 1000).toFixed(1)} ms of CPU a second taken off`,
    '',
    '| kind | CPU a request, median | range | refused as expected | errors |',
    '|---|---|---|---|---|',
  );
  for (const [kind, perRequest] of costs) {
    const sorted = perRequest.toSorted((a, b) => a - b);
    const { refused, errors, samples } = outcomes.get(kind) ?? {
      refused: 0,
      errors: 0,
      samples: [],
    };
    if (errors > 0) failed = true;
    lines.push(
      `| ${kind} | ${median(sorted).toFixed(2)} ms | ${sorted[0]?.toFixed(2)}–${sorted.at(-1)?.toFixed(2)} ms | ${refused} | ${errors} |`,
    );
    lines.push(...samples.slice(0, 5).map((sample) => `  error: ${sample}`));
  }
} finally {
  await stopShop(shop.child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`\n${lines.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
