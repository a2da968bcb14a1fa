/**
 * `npm run staff:remove -- --username nia`: switches a staff account off in the configured
 * database (embedded, or DATABASE_URL), for someone who has left. The account no longer signs
 * in, its sessions end (a session still open is refused from its next request), and its name
 * stays on the audit trail and the receipts it rang up.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { employees, sessions } from '../src/server/db/schema/index.ts';
import { loadEnv } from '../src/server/env.ts';

const { values } = parseArgs({ options: { username: { type: 'string', default: '' } } });
const username = values.username.trim();
if (!username) {
  process.stderr.write('Give --username\n');
  process.exit(1);
}

const database = await openDatabase(databaseTarget(loadEnv()));
try {
  await database.migrate();
  const removed = await database.db.transaction(async (tx) => {
    const [account] = await tx
      .update(employees)
      .set({ isActive: false })
      .where(eq(employees.username, username))
      .returning({ id: employees.id });
    if (account) await tx.delete(sessions).where(eq(sessions.employeeId, account.id));
    return account !== undefined;
  });
  if (removed) {
    process.stdout.write(`Switched off ${username}: it no longer signs in.\n`);
  } else {
    process.stderr.write(`There is no account named ${username}.\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
