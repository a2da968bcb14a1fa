import { LOCATIONS } from '../stores/stores.ts';
import { ERROR_CODES } from './error-codes.ts';
import { SEARCH_TEXT_MAX_LENGTH } from './search-text.ts';
import { z } from './zod.ts';

/**
 * One of a list's options: 'Required' when left out or left on the empty choice, as the
 * specification words every missing value, and `message` when it is not one of them.
 */
export function choiceOf<const Options extends readonly [string, ...string[]]>(
  options: Options,
  message: string,
) {
  return z.enum(options, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Required' : message),
  });
}

export const locationSchema = choiceOf(LOCATIONS, 'location must be nlr or benton');

/** The largest id a PostgreSQL integer column holds. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A row's id as text carries it: decimal digits alone, no sign, point, exponent, hex prefix,
 * spaces or leading zero, so "0x1f", "1e1" or " 31" never reads as another row's id.
 */
export function rowIdSchema(message: string) {
  return z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(MAX_ROW_ID, message));
}

/** A row's id as a JSON body carries it: a whole number, never text that might read as another. */
export function bodyRowIdSchema(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_ROW_ID, message);
}

export const idParamsSchema = z.object({ id: rowIdSchema('id must be a whole number') });

/** A price as the API shows it: two decimals, no currency sign. */
export const priceStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);

/** The body of every 4xx/5xx answer. */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
  /** The customer a refusal is about (`customer_exists`), so the counter attaches them instead. */
  customerId: z.number().int().optional(),
  /** The stock now, when an edit's count met a stock that moved while it was open (`stock_changed`). */
  stock: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query strings carry booleans as text; only "true" and "false" mean anything. */
export const booleanQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/** A free-text search: trimmed, bounded, and absent when blank. */
export const searchTextSchema = z
  .string()
  .max(SEARCH_TEXT_MAX_LENGTH, `search is limited to ${SEARCH_TEXT_MAX_LENGTH} characters`)
  .transform((value) => value.trim())
  .optional();

/** An option value from a filter list (filter values are at most 100 characters). */
export const filterValueQuerySchema = z
  .string()
  .max(100, 'is limited to 100 characters')
  .optional();
