import { bodyRowIdSchema, locationSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';
import { LOCATIONS } from '../stores/stores.ts';

/** What a staff API key may be used for; a route names the one it allows keys for. */
export const API_KEY_SCOPES = ['prices', 'imports', 'exports', 'reports'] as const;
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES, {
  error: `scopes are ${API_KEY_SCOPES.join(', ')}`,
});
export type ApiKeyScope = z.infer<typeof apiKeyScopeSchema>;

const NAME_PROBLEM = 'Give the key a name of up to 100 characters, like "Nightly prices"';

/** The owner's new key: a name to know it by, one store or both, and what it may do. */
export const apiKeyInputSchema = z.object({
  name: z.string({ error: NAME_PROBLEM }).trim().min(1, NAME_PROBLEM).max(100, NAME_PROBLEM),
  locations: z
    .array(locationSchema, { error: 'Choose one store or both' })
    .min(1, 'Choose one store or both')
    .max(LOCATIONS.length)
    .refine((stores) => new Set(stores).size === stores.length, 'Name each store once'),
  scopes: z
    .array(apiKeyScopeSchema, { error: 'Choose what the key may do' })
    .min(1, 'Choose what the key may do')
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** A key as the owner's list shows it; the key itself is never shown again. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters, to tell keys apart in a script's settings. */
  prefix: z.string(),
  locations: z.array(locationSchema),
  scopes: z.array(apiKeyScopeSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeyListSchema = z.array(apiKeySchema);

/** The answer to creating a key: the only time the key is shown. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** `DELETE /api/admin/api-keys` with the key's id in the body, as the list's path takes it. */
export const apiKeyRevokeSchema = z.object({ id: bodyRowIdSchema('id must be a whole number') });
