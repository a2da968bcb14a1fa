import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../domain/api-keys/api-key.contract.ts';
import type { Location } from '../../../domain/stores/stores.ts';
import { createdAt, locationCheck } from './columns.ts';

/**
 * Staff API keys the owner makes for a store's scripts (features/api-keys). Only the key's
 * SHA-256 is kept: the key is 256 random bits, so a plain fast hash is as good as a slow one
 * and a copy of the database lets no one use it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: varchar({ length: 100 }).notNull(),
    /** SHA-256 of the key, hex. */
    keyHash: varchar({ length: 64 }).notNull().unique(),
    /** The key's first characters, shown in the list to tell keys apart. */
    prefix: varchar({ length: 20 }).notNull(),
    /** The one store the key acts at; null for both. */
    location: text().$type<Location>(),
    scopes: text().array().$type<ApiKeyScope[]>().notNull(),
    /** Who made it, as the audit trail names them. */
    createdBy: varchar({ length: 100 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true, mode: 'date' }),
    revokedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    locationCheck('api_keys_location_check', t.location),
    check(
      'api_keys_scopes_check',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(API_KEY_SCOPES.map((scope) => `'${scope}'`).join(', '))}]::text[]`,
    ),
  ],
);
