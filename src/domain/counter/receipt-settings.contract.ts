import { locationSchema } from '../shared/common.contract.ts';
import { withoutControlCharacters } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

/*
 * A store's receipt settings (`GET`/`PUT /api/admin/counter/receipt-settings?location=`): the
 * return policy line printed at the foot of every counter receipt. Blank prints none.
 */

export const RETURN_POLICY_MAX = 300;

export const receiptSettingsQuerySchema = z.object({ location: locationSchema });

export const receiptSettingsInputSchema = z.object({
  returnPolicy: z
    .string({ error: 'Enter the return policy line, or leave it blank' })
    .trim()
    .max(RETURN_POLICY_MAX, `Must be at most ${RETURN_POLICY_MAX} characters`)
    .refine(withoutControlCharacters, 'One line: no line breaks or control characters'),
});
export type ReceiptSettingsInput = z.input<typeof receiptSettingsInputSchema>;

export const receiptSettingsSchema = z.object({
  location: locationSchema,
  returnPolicy: z.string(),
});
export type ReceiptSettings = z.infer<typeof receiptSettingsSchema>;
