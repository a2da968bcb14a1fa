import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';

export const ADMIN_PASSWORD_KEY = 'admin_password_hash';

/**
 * Without ADMIN_PASSWORD the shop makes its own on first start, keeps only its hash, and
 * hands the password back once so the start-up banner can show it.
 */
export async function ensureAdminPassword(
  db: Database,
  configured: string | undefined,
): Promise<{ generated: string } | null> {
  if (configured) return null;
  const [existing] = await db.select().from(settings).where(eq(settings.key, ADMIN_PASSWORD_KEY));
  if (existing) return null;
  const generated = randomBytes(12).toString('base64url');
  await db
    .insert(settings)
    .values({ key: ADMIN_PASSWORD_KEY, value: await hashPassword(generated) });
  return { generated };
}
