/**
 * `STAFF_PASSWORD=... npm run staff:add -- --username nia --location nlr [--role staff]`: adds
 * a staff account to the configured database (embedded, or DATABASE_URL). The account signs in
 * at /admin with its username and password and manages its one store. The password comes from
 * the environment, so it stays out of the shell's history; only its hash is kept.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { locationSchema } from '../src/domain/shared/common.contract.ts';
import { withoutControlCharacters } from '../src/domain/shared/input.contract.ts';
import { z } from '../src/domain/shared/zod.ts';
import { databaseTarget, openDatabase } from '../src/server/db/client.ts';
import { employees } from '../src/server/db/schema/index.ts';
import { loadEnv } from '../src/server/env.ts';
import { hashPassword } from '../src/server/lib/passwords.ts';

const accountSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Give --username')
    .max(50)
    .refine(
      withoutControlCharacters,
      'A username must not contain line breaks or control characters',
    ),
  location: locationSchema,
  role: z.enum(['staff', 'manager']),
  password: z.string().min(8, 'Set STAFF_PASSWORD to at least 8 characters'),
});

const { values } = parseArgs({
  options: {
    username: { type: 'string', default: '' },
    location: { type: 'string', default: '' },
    role: { type: 'string', default: 'staff' },
  },
});
const parsed = accountSchema.safeParse({ ...values, password: process.env.STAFF_PASSWORD ?? '' });
if (!parsed.success) {
  process.stderr.write(`${parsed.error.issues.map((issue) => issue.message).join('\n')}\n`);
  process.exit(1);
}
const { password, ...account } = parsed.data;

const database = await openDatabase(databaseTarget(loadEnv()));
try {
  await database.migrate();
  const [taken] = await database.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.username, account.username));
  if (taken) {
    process.stderr.write(`There is already an account named ${account.username}.\n`);
    process.exitCode = 1;
  } else {
    const passwordHash = await hashPassword(password);
    await database.db.insert(employees).values({ ...account, passwordHash });
    process.stdout.write(`Added ${account.username}, ${account.role} at ${account.location}.\n`);
  }
} finally {
  await database.close();
}
