import { z } from '../../../domain/shared/zod.ts';

/**
 * A retried Complete sale or Complete return carries the key of the first: one sale or return
 * however often it arrives. The Counter screen always sends one.
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'An Idempotency-Key header needs a value')
    .max(100, 'Idempotency-Key is limited to 100 characters')
    .optional(),
});
