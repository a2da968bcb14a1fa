import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiKey } from '../../../domain/api-keys/api-key.contract.ts';
import { LOCATIONS } from '../../../domain/stores/stores.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
type NewApiKeyRow = Pick<
  typeof apiKeys.$inferInsert,
  'name' | 'keyHash' | 'prefix' | 'location' | 'scopes' | 'createdBy'
>;

/** The one mapping from a stored key to what the owner's list shows (never its hash). */
export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    locations: row.location === null ? [...LOCATIONS] : [row.location],
    scopes: row.scopes,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function createApiKeysRepository(db: Database) {
  return {
    async insert(tx: Transaction, key: NewApiKeyRow): Promise<ApiKeyRow> {
      const [row] = await tx.insert(apiKeys).values(key).returning();
      if (!row) throw new Error('the API key was not stored');
      return row;
    },

    /** Newest first, revoked keys included: the owner sees what was ever given out. */
    list(): Promise<ApiKeyRow[]> {
      return db.select().from(apiKeys).orderBy(desc(apiKeys.id));
    },

    async findLive(keyHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
      return row;
    },

    async touch(id: number, at: Date): Promise<void> {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
    },

    /** Revokes a live key and answers it revoked; nothing when unknown or revoked already. */
    async revoke(tx: Transaction, id: number, at: Date): Promise<ApiKeyRow | undefined> {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning();
      return row;
    },

    async find(id: number): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
      return row;
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
