import { LOCATIONS } from '../stores/stores.ts';
import { ERROR_CODES } from './error-codes.ts';
import { z } from './zod.ts';

export const locationSchema = z.enum(LOCATIONS, {
  error: 'location must be nlr or benton',
});

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .positive('id must be a whole number')
    .max(2_147_483_647, 'id is too large'),
});

/** A price as the API shows it: two decimals, no currency sign. */
export const priceStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query strings carry booleans as text; only "true" and "false" mean anything. */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/** A free-text search: trimmed, bounded, and absent when blank. */
export const searchTextSchema = z
  .string()
  .max(100, 'search is limited to 100 characters')
  .transform((value) => value.trim())
  .optional();

/** An option value from a filter list (filter values are at most 100 characters). */
export const filterValueQuerySchema = z
  .string()
  .max(100, 'is limited to 100 characters')
  .optional();
