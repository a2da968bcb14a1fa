import { itemTypeSchema } from '../inventory/sellable-kinds.ts';
import { TENDER_METHODS } from '../orders/tenders.ts';
import { bodyRowIdSchema, locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { optionalText, priceInputSchema, requiredText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';
import { counterReturnSchema } from './counter-return.contract.ts';

/*
 * The counter's sale (issue 27): `POST /api/admin/counter/sales` and the sale it answers. Money
 * goes in as "12.50" (or 12.5) and is read to integer cents; it comes back as "12.50".
 */

/** A store may run two registers; unnamed, a sale is rung on the store's main one. */
export const registerSchema = optionalText(40);

/**
 * A discount on a line or on the whole sale: an amount or a percentage, never both, always
 * with a reason. Only a manager or the owner may give one.
 */
export const discountInputSchema = z
  .object({
    amount: priceInputSchema.optional(),
    percent: z
      .string({ error: 'Enter a percentage like 10' })
      .regex(/^(100|\d{1,2})(\.\d{1,2})?$/, 'Enter a percentage from 0 to 100, like 10'),
    reason: requiredText(200),
  })
  .partial({ percent: true })
  .refine((discount) => (discount.amount === undefined) !== (discount.percent === undefined), {
    message: 'Give an amount or a percentage',
    path: ['amount'],
  });
export type DiscountInput = z.input<typeof discountInputSchema>;

export const counterSaleLineInputSchema = z.object({
  itemType: itemTypeSchema,
  itemId: bodyRowIdSchema('itemId must be a whole number'),
  quantity: z.number().int('Whole numbers only').min(1, 'At least 1').max(999, 'At most 999'),
  /** A manager's price override, with `priceReason`; absent, the listed price. */
  unitPrice: priceInputSchema.optional(),
  priceReason: optionalText(200),
  discount: discountInputSchema.optional(),
});

export const counterTenderInputSchema = z.object({
  method: z.enum(TENDER_METHODS, { error: 'method must be cash, card, store_credit or gift_card' }),
  /** What this tender pays of the sale. */
  amount: priceInputSchema,
  /** Cash handed over, when more than `amount`: the difference is the change. */
  tendered: priceInputSchema.optional(),
  /** The store's card terminal: brand, last four digits and its reference; never a card number. */
  cardBrand: optionalText(20),
  last4: z
    .string()
    .regex(/^\d{4}$/, 'The last four digits of the card')
    .optional(),
  reference: optionalText(60),
  /** A gift card's code. */
  code: optionalText(40),
});
export type CounterTenderInput = z.input<typeof counterTenderInputSchema>;

export const counterSaleRequestSchema = z.object({
  location: locationSchema,
  register: registerSchema,
  customerId: bodyRowIdSchema('customerId must be a whole number').optional(),
  lines: z.array(counterSaleLineInputSchema).min(1, 'Add at least one line').max(200),
  discount: discountInputSchema.optional(),
  tenders: z
    .array(counterTenderInputSchema)
    .min(1, 'Add a tender')
    .max(10)
    .refine(
      (tenders) => new Set(tenders.map((tender) => tender.method)).size === tenders.length,
      'One tender per way of paying: put the cash handed over in one cash tender',
    ),
});
export type CounterSaleRequest = z.input<typeof counterSaleRequestSchema>;

export const counterSaleLineSchema = z.object({
  lineId: z.number().int(),
  itemType: z.string(),
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: priceStringSchema,
  /** The listed price when a manager overrode it. */
  listPrice: priceStringSchema.nullable(),
  discount: priceStringSchema,
  /** Quantity × unit price less the line's discount and its share of the sale's. */
  total: priceStringSchema,
  taxed: z.boolean(),
  /** How many of the line came back in the sale's returns. */
  returnedQuantity: z.number().int(),
});

export const counterSaleTenderSchema = z.object({
  method: z.enum(TENDER_METHODS),
  amount: priceStringSchema,
  tendered: priceStringSchema.nullable(),
  cardBrand: z.string().nullable(),
  last4: z.string().nullable(),
  reference: z.string().nullable(),
  /** A gift card's last four characters; the code itself is never shown again. */
  giftCardLast4: z.string().nullable(),
});

export const counterSaleSchema = z.object({
  receiptNumber: z.string(),
  location: locationSchema,
  register: z.string(),
  cashier: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  subtotal: priceStringSchema,
  discountTotal: priceStringSchema,
  taxAmount: priceStringSchema,
  /** "Sales tax (9.5%)": the rate the sale was taxed at. */
  taxLabel: z.string(),
  total: priceStringSchema,
  change: priceStringSchema,
  lines: z.array(counterSaleLineSchema),
  tenders: z.array(counterSaleTenderSchema),
  stampsEarned: z.number().int(),
  /** The customer's store credit after the sale, when a customer is attached. */
  creditLeft: priceStringSchema.nullable(),
  refundedAmount: priceStringSchema,
  /** The sale's returns, oldest first, each with its lines and where its money went. */
  returns: z.array(counterReturnSchema),
});
export type CounterSale = z.infer<typeof counterSaleSchema>;

export const counterSalesQuerySchema = z.object({
  location: locationSchema,
  /** A receipt number, a customer's name, e-mail or phone. */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
});

export const counterSaleSummarySchema = counterSaleSchema.pick({
  receiptNumber: true,
  location: true,
  register: true,
  cashier: true,
  customer: true,
  createdAt: true,
  total: true,
  refundedAmount: true,
});

export const counterSalesPageSchema = z.object({
  sales: z.array(counterSaleSummarySchema),
  nextCursor: z.string().nullable(),
});

export const receiptNumberParamsSchema = z.object({
  receiptNumber: z.string().regex(/^[A-Z]{2,6}-\d{6,}$/, 'A receipt number like NLR-000123'),
});
