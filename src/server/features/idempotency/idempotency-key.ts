import { z } from '../../../domain/shared/zod.ts';

/**
 * A retried write carries the key of the first: one sale, return, refund, paid in or out, or
 * credit entry however often it arrives. The dashboard always sends one; callers may leave it
 * out (but for a sale, which requires it).
 */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'An Idempotency-Key header needs a value')
    .max(100, 'Idempotency-Key is limited to 100 characters')
    .optional(),
});
