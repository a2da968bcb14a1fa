import { REFUND_DESTINATIONS, TENDER_METHODS } from '../orders/tenders.ts';
import { bodyRowIdSchema, locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { optionalText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

/*
 * A return at the counter (issue 27): `POST /api/admin/counter/returns` brings back lines of a
 * counter sale (by its receipt number) or of an online order (by its order number) and answers
 * the return receipt's data.
 */

const numberSchema = z.string().trim().min(1, 'Enter the number').max(40, 'At most 40 characters');

export const counterReturnLineInputSchema = z.object({
  /** The id of a line of the sale or order (`lines[].lineId`, `items[].lineId`). */
  lineId: bodyRowIdSchema('lineId must be a whole number'),
  quantity: z.number().int('Whole numbers only').min(1, 'At least 1').max(999, 'At most 999'),
  /** False for goods brought back damaged: recorded, but not put back on the shelf. */
  restock: z.boolean().default(true),
});

export const counterReturnRequestSchema = z
  .object({
    location: locationSchema,
    /** The register whose drawer pays cash back; unnamed, the store's main one. */
    register: optionalText(40),
    receiptNumber: numberSchema.optional(),
    orderNumber: numberSchema.optional(),
    lines: z
      .array(counterReturnLineInputSchema)
      .min(1, 'Choose at least one line')
      .max(200)
      .refine(
        (lines) => new Set(lines.map((line) => line.lineId)).size === lines.length,
        'Give each line once',
      ),
    /** Back to the tenders that paid, or all to the customer's store credit. */
    refundTo: z.enum(REFUND_DESTINATIONS).default('original'),
  })
  .refine((body) => (body.receiptNumber === undefined) !== (body.orderNumber === undefined), {
    message: 'Give a receipt number or an order number, not both',
    path: ['receiptNumber'],
  });
export type CounterReturnRequest = z.input<typeof counterReturnRequestSchema>;

export const counterReturnSchema = z.object({
  /** The sale's or order's number and the return's place among its returns: "NLR-000123-R1". */
  returnNumber: z.string(),
  /** The counter sale's receipt number, or null for an online order. */
  receiptNumber: z.string().nullable(),
  /** The online order's number, or null for a counter sale. */
  orderNumber: z.string().nullable(),
  location: locationSchema,
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      restock: z.boolean(),
      /** The paid price of these after discounts, without tax. */
      amount: priceStringSchema,
    }),
  ),
  /** What went back, tax included. */
  refundTotal: priceStringSchema,
  taxRefunded: priceStringSchema,
  refundTo: z.enum(REFUND_DESTINATIONS),
  /**
   * Where the money went: cash from the drawer, the card terminal, store credit, the card online,
   * a gift card; a card or gift card named by its brand and last four, so the cashier knows which.
   */
  tenders: z.array(
    z.object({
      method: z.enum(TENDER_METHODS),
      amount: priceStringSchema,
      cardBrand: z.string().nullable(),
      last4: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  cashier: z.string(),
});
export type CounterReturn = z.infer<typeof counterReturnSchema>;
