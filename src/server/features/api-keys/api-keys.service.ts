import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_ROLE, isOwner, type StaffActor } from '../../../domain/admin/permissions.ts';
import type {
  ApiKey,
  apiKeyInputSchema,
  CreatedApiKey,
} from '../../../domain/api-keys/api-key.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import { LOCATIONS } from '../../../domain/stores/stores.ts';
import type { Database } from '../../db/client.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import {
  API_KEY_PREFIX,
  type ApiKeyAccess,
  type ApiKeyResolver,
} from '../../plugins/session-contract.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { type ApiKeyRow, type ApiKeysRepository, toApiKey } from './api-keys.repository.ts';

type ApiKeyRequest = z.output<typeof apiKeyInputSchema>;

export interface ApiKeysDeps {
  db: Database;
  repository: ApiKeysRepository;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
}

/** The key is 256 random bits, so SHA-256 alone keeps it safe; a slow hash would add nothing. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** How much of a key the list shows: the prefix and four characters of the random part. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 4;

/** A key's changes go in the audit trail under its name, as a person's go under theirs. */
const labelOf = (row: ApiKeyRow) => `API key “${row.name}”`.slice(0, 100);

const forAudit = (key: ApiKey) => ({
  name: key.name,
  locations: key.locations,
  scopes: key.scopes,
  revokedAt: key.revokedAt,
});

function assertOwner(actor: StaffActor): void {
  if (!isOwner(actor)) throw new ForbiddenError('Only the owner manages API keys.');
}

/** The owner's API keys for a store's scripts, and what a presented key may do. */
export function createApiKeysService({ db, repository, audit, clock }: ApiKeysDeps) {
  const resolver: ApiKeyResolver = {
    async resolve(key: string): Promise<ApiKeyAccess | null> {
      const row = await repository.findLive(hashKey(key));
      if (!row) return null;
      return {
        id: row.id,
        scopes: row.scopes,
        session: {
          kind: 'staff',
          tokenHash: row.keyHash,
          employeeId: null,
          role: API_KEY_ROLE,
          location: row.location,
          label: labelOf(row),
        },
      };
    },

    recordUse: (id: number) => repository.touch(id, clock()),
  };

  return {
    resolver,

    async list(actor: StaffActor): Promise<ApiKey[]> {
      assertOwner(actor);
      return (await repository.list()).map(toApiKey);
    },

    async create(actor: StaffActor, input: ApiKeyRequest): Promise<CreatedApiKey> {
      assertOwner(actor);
      const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
      const bothStores = LOCATIONS.every((store) => input.locations.includes(store));
      const created = await db.transaction(async (tx) => {
        const row = await repository.insert(tx, {
          name: input.name,
          keyHash: hashKey(key),
          prefix: key.slice(0, SHOWN_LENGTH),
          location: bothStores ? null : (input.locations[0] ?? null),
          scopes: input.scopes,
          createdBy: actor.label,
        });
        const answer = toApiKey(row);
        await audit.record(tx, {
          actor,
          location: row.location,
          entity: 'api_key',
          entityId: row.id,
          action: 'create',
          before: null,
          after: forAudit(answer),
        });
        return answer;
      });
      return { ...created, key };
    },

    /** Revoking twice answers the key as the first revoke left it. */
    async revoke(actor: StaffActor, id: number): Promise<ApiKey> {
      assertOwner(actor);
      const revoked = await db.transaction(async (tx) => {
        const row = await repository.revoke(tx, id, clock());
        if (!row) return undefined;
        const after = toApiKey(row);
        await audit.record(tx, {
          actor,
          location: row.location,
          entity: 'api_key',
          entityId: id,
          action: 'update',
          before: forAudit({ ...after, revokedAt: null }),
          after: forAudit(after),
        });
        return after;
      });
      if (revoked) return revoked;
      const existing = await repository.find(id);
      if (!existing) throw new NotFoundError('There is no API key with that id.');
      return toApiKey(existing);
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
