import { TENDER_METHODS } from '../orders/tenders.ts';
import { bodyRowIdSchema, locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { optionalText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

/*
 * A return at the counter (issue 27): `POST /api/admin/counter/returns`, of a counter sale by
 * its receipt number or of an online order by its order number.
 */
export const counterReturnRequestSchema = z
  .object({
    location: locationSchema,
    receiptNumber: z.string().trim().max(40).optional(),
    orderNumber: z.string().trim().max(40).optional(),
    lines: z
      .array(
        z.object({
          /** The sale's or the order's line, as its answer numbers it. */
          lineId: bodyRowIdSchema('lineId must be a whole number'),
          quantity: z.number().int('Whole numbers only').min(1, 'At least 1').max(999),
          /** False for a damaged item: refunded, not put back on the shelf. */
          restock: z.boolean(),
        }),
      )
      .min(1, 'Choose at least one line')
      .max(200),
    refundTo: z.enum(['original', 'store_credit']).default('original'),
    register: optionalText(40),
    reason: optionalText(200),
  })
  .refine((body) => (body.receiptNumber === undefined) !== (body.orderNumber === undefined), {
    message: 'Give a receipt number or an order number',
    path: ['receiptNumber'],
  });
export type CounterReturnRequest = z.input<typeof counterReturnRequestSchema>;

export const counterReturnSchema = z.object({
  returnNumber: z.string(),
  location: locationSchema,
  receiptNumber: z.string().nullable(),
  orderNumber: z.string().nullable(),
  createdAt: z.string(),
  cashier: z.string(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      restock: z.boolean(),
      amount: priceStringSchema,
    }),
  ),
  taxRefunded: priceStringSchema,
  total: priceStringSchema,
  refunds: z.array(z.object({ method: z.enum(TENDER_METHODS), amount: priceStringSchema })),
});
export type CounterReturn = z.infer<typeof counterReturnSchema>;
