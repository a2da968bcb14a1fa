/** `npm run seed`: resets the configured database (embedded or DATABASE_URL) to the demo data. */
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { resetToDemoData } from '../src/server/demo-data.ts';
import { loadEnv } from '../src/server/env.ts';

const env = loadEnv();
const database = await openDatabase(databaseTarget(env));
try {
  await database.migrate();
  await resetToDemoData(database.db);
  process.stdout.write('The database now holds the demo data.\n');
} finally {
  await database.close();
}
