import { itemTypeSchema } from '../inventory/sellable-kinds.ts';
import { customerOrderSchema } from '../orders/order.contract.ts';
import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { priceInputSchema } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;

/**
 * Older clients send the amount and items; the server prices the customer's
 * own cart instead, so those are read and ignored. `storeCredit` is the credit to spend on
 * it ("5.00"; "0.00" or absent is none), the card paying the rest.
 */
export const createPaymentIntentRequestSchema = z
  .object({
    amount: z.unknown(),
    items: z.unknown(),
    location: z.unknown(),
    storeCredit: priceInputSchema,
  })
  .partial();

/** Paying the cart wholly with store credit: the order is placed at once. */
export const storeCreditCheckoutRequestSchema = z.object({ location: locationSchema });
export type StoreCreditCheckoutRequest = z.infer<typeof storeCreditCheckoutRequestSchema>;

export const checkoutLineSchema = z.object({
  itemType: itemTypeSchema,
  itemId: z.string(),
  itemName: z.string(),
  quantity: z.number().int(),
  unitPrice: priceStringSchema,
  totalPrice: priceStringSchema,
  /** The unit price when the line went in the cart, if repriced since; the order is charged `unitPrice`. */
  previousUnitPrice: priceStringSchema.nullable(),
});

/** A payment set up for the cart, with the summary the checkout page shows beside the card form. */
export const paymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe's publishable key when Stripe takes the payment. */
  publishableKey: z.string().nullable(),
  location: locationSchema,
  items: z.array(checkoutLineSchema),
  subtotal: priceStringSchema,
  discount: priceStringSchema,
  /** The sales tax on the taxed lines after the discount, at the store's rate ("9.5"). */
  tax: priceStringSchema,
  taxRate: z.string(),
  /** "Sales tax (9.5%)", as the checkout shows it. */
  taxLabel: z.string(),
  /** Subtotal less the discount plus the tax. */
  total: priceStringSchema,
  /** What the card pays: the total less the credit applied. */
  amount: priceStringSchema,
  storeCreditApplied: priceStringSchema,
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/**
 * Turns a succeeded payment into its order. Older clients also send items,
 * total and location; the order is built from what was charged, so those are ignored.
 */
export const createOrderRequestSchema = z.object({
  paymentIntentId: z.string().min(1, 'Required').max(255),
  items: z.unknown().optional(),
  totalAmount: z.unknown().optional(),
  location: z.unknown().optional(),
});

export const createOrderResponseSchema = z.object({
  orderNumber: z.string(),
  pickupCode: z.string().nullable(),
  order: customerOrderSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * A card's expiry as people type it: "12 / 30", "12/30", "12-30", "3/30" or, on a phone's keypad,
 * "1230" (a one-digit month needs its slash, so "130" is no date).
 */
const CARD_EXPIRY = /^\s*(0[1-9]|1[0-2]|[1-9](?=\s*[/-]))\s*[/-]?\s*(\d{2})\s*$/;

/** The month and the full year of an expiry the card form took. */
export function readCardExpiry(text: string): { month: number; year: number } | null {
  const [, month, year] = CARD_EXPIRY.exec(text) ?? [];
  return month && year ? { month: Number(month), year: 2000 + Number(year) } : null;
}

/** The built-in test provider's card form, which stands in for Stripe's Payment Element. */
export const testCardPaymentSchema = z.object({
  clientSecret: z.string().min(1, 'Required').max(255),
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z.string().regex(CARD_EXPIRY, "Your card's expiration date is incomplete."),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

export const testCardResultSchema = z.object({
  status: z.literal('succeeded'),
  redirectUrl: z.string(),
});
