/**
 * `npm run seed:large [-- --cards 100000 --merchandise 5000 --tournaments 500 --orders 0
 * --credit-entries 0]`: fills the configured database (embedded, or DATABASE_URL) with a big
 * store's catalog in each store, with `--orders N` a year of N orders a store for the reports,
 * and with `--credit-entries N` a year of N store-credit ledger entries a store.
 */
import { parseArgs } from 'node:util';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog.ts';
import { seedLargeCredit } from '../src/server/db/seed/large-credit.ts';
import { seedLargeOrders } from '../src/server/db/seed/large-orders.ts';
import { loadEnv } from '../src/server/env.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '100000' },
    merchandise: { type: 'string', default: '5000' },
    tournaments: { type: 'string', default: '500' },
    orders: { type: 'string', default: '0' },
    'credit-entries': { type: 'string', default: '0' },
  },
});
const size = {
  cards: Number(values.cards),
  merchandise: Number(values.merchandise),
  tournaments: Number(values.tournaments),
};
const ordersPerStore = Number(values.orders);
const creditEntriesPerStore = Number(values['credit-entries']);

const started = performance.now();
const database = await openDatabase(databaseTarget(loadEnv()));
try {
  await database.migrate();
  await seedLargeCatalog(database.db, size);
  await seedLargeOrders(database.db, ordersPerStore);
  await seedLargeCredit(database.db, creditEntriesPerStore);
} finally {
  await database.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `Added ${size.cards} cards, ${size.merchandise} products, ${size.tournaments} tournaments, ${ordersPerStore} orders and ${creditEntriesPerStore} ledger entries to each store in ${seconds} s.\n`,
);
