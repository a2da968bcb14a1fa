/**
 * `npm run seed:large [-- --cards 100000 --merchandise 5000 --tournaments 500]`: fills the
 * configured database (embedded, or DATABASE_URL) with a big store's catalog in each store.
 */
import { parseArgs } from 'node:util';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { seedLargeCatalog } from '../src/server/db/seed/large-catalog.ts';
import { loadEnv } from '../src/server/env.ts';

const { values } = parseArgs({
  options: {
    cards: { type: 'string', default: '100000' },
    merchandise: { type: 'string', default: '5000' },
    tournaments: { type: 'string', default: '500' },
  },
});
const size = {
  cards: Number(values.cards),
  merchandise: Number(values.merchandise),
  tournaments: Number(values.tournaments),
};

const started = performance.now();
const database = await openDatabase(databaseTarget(loadEnv()));
try {
  await database.migrate();
  await seedLargeCatalog(database.db, size);
} finally {
  await database.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `Added ${size.cards} cards, ${size.merchandise} products and ${size.tournaments} tournaments to each store in ${seconds} s.\n`,
);
