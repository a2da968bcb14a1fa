import { emailSchema } from '../customers/customer.contract.ts';
import { GIFT_CARD, giftCardAmountProblem } from '../gift-cards/gift-card.rules.ts';
import { itemTypeSchema } from '../inventory/sellable-kinds.ts';
import { TENDER_METHODS } from '../orders/tenders.ts';
import { bodyRowIdSchema, locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import {
  optionalNameText,
  optionalText,
  priceInputSchema,
  requiredText,
} from '../shared/input.contract.ts';
import { storeDaySchema } from '../shared/store-day.contract.ts';
import { z } from '../shared/zod.ts';
import { counterReturnSchema } from './counter-return.contract.ts';
import { repeatedTender } from './tender-repeats.rules.ts';

/*
 * The counter's sale (issue 27): `POST /api/admin/counter/sales` and the sale it answers. Money
 * goes in as "12.50" (or 12.5) and is read to integer cents; it comes back as "12.50".
 */

/** A register left unnamed is the store's main one. */
export const MAIN_REGISTER = 'Main';

/** A store may run two registers; unnamed, a sale is rung on the store's main one. */
export const registerSchema = optionalNameText(40);

/**
 * A discount on a line or on the whole sale: an amount or a percentage, never both, always
 * with a reason. Only a manager or the owner may give one.
 */
export const discountInputSchema = z
  .object({
    amount: priceInputSchema.optional(),
    percent: z
      .string({ error: 'Enter a percentage like 10' })
      .regex(/^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, 'Enter a percentage from 0 to 100, like 10'),
    reason: requiredText(200),
  })
  .partial({ percent: true })
  .refine((discount) => (discount.amount === undefined) !== (discount.percent === undefined), {
    message: 'Give an amount or a percentage',
    path: ['amount'],
  });
export type DiscountInput = z.input<typeof discountInputSchema>;

/**
 * A line: an item of the catalog (`itemId`), or a gift card sold at the counter, which has no
 * item yet: staff type its `amount`, and completing the sale issues it.
 */
export const counterSaleLineInputSchema = z
  .object({
    itemType: itemTypeSchema,
    itemId: bodyRowIdSchema('itemId must be a whole number').optional(),
    quantity: z.number().int('Whole numbers only').min(1, 'At least 1').max(999, 'At most 999'),
    /** A manager's price override, with `priceReason`; absent, the listed price. */
    unitPrice: priceInputSchema.optional(),
    priceReason: optionalText(200),
    discount: discountInputSchema.optional(),
    /** A gift card's value. */
    amount: priceInputSchema.optional(),
    /** Where a gift card's code is mailed besides the receipt; none, it is on the receipt only. */
    recipientEmail: emailSchema.optional(),
  })
  .superRefine((line, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (line.itemType !== GIFT_CARD) {
      if (line.itemId === undefined) issue('itemId', 'itemId must be a whole number');
      if (line.amount !== undefined) issue('amount', 'Only a gift card takes an amount');
      if (line.recipientEmail !== undefined) issue('recipientEmail', 'Only a gift card is mailed');
      return;
    }
    // A gift card is worth what was paid for it: no item, one card a line, no price change.
    const problem =
      line.amount === undefined ? 'Enter the amount' : giftCardAmountProblem(line.amount);
    if (problem) issue('amount', problem);
    if (line.itemId !== undefined) issue('itemId', 'A gift card is issued by the sale');
    if (line.quantity !== 1) issue('quantity', 'One gift card a line');
    if (line.unitPrice !== undefined || line.discount !== undefined) {
      issue('amount', 'A gift card is sold at its value');
    }
  });

/** The brands staff pick from when they note a card the terminal took. */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Other'] as const;

/** The store's card terminal: brand, last four digits and its reference; never a card number. */
export const cardTerminalSchema = z.object({
  cardBrand: optionalText(20),
  last4: z
    .string()
    .regex(/^\d{4}$/, 'The last four digits of the card')
    .optional(),
  reference: optionalText(60),
});
export type CardTerminal = z.infer<typeof cardTerminalSchema>;

export const counterTenderInputSchema = z.object({
  method: z.enum(TENDER_METHODS, { error: 'method must be cash, card, store_credit or gift_card' }),
  /** Refused rather than dropped: a card number is never entered at the counter, nor kept. */
  cardNumber: z
    .undefined({
      error:
        'The card terminal takes the card: give its brand and last four digits, never its number',
    })
    .optional(),
  /** What this tender pays of the sale. */
  amount: priceInputSchema,
  /** Cash handed over, when more than `amount`: the difference is the change. */
  tendered: priceInputSchema.optional(),
  ...cardTerminalSchema.shape,
  /** A gift card's code. */
  code: optionalText(40),
});
export type CounterTenderInput = z.input<typeof counterTenderInputSchema>;

/** Why a sale that sells a gift card takes no discount on the whole sale. */
export const GIFT_CARD_TAKES_NO_SALE_DISCOUNT =
  'A gift card is sold at its value: ring it up apart from a discounted sale';

export const counterSaleRequestSchema = z
  .object({
    location: locationSchema,
    register: registerSchema,
    customerId: bodyRowIdSchema('customerId must be a whole number').optional(),
    lines: z.array(counterSaleLineInputSchema).min(1, 'Add at least one line').max(200),
    discount: discountInputSchema.optional(),
    /** None only for a sale that comes to nothing (a manager's give-away). */
    tenders: z
      .array(counterTenderInputSchema)
      .max(10)
      .superRefine((tenders, context) => {
        const repeated = repeatedTender(tenders);
        if (repeated) context.addIssue({ code: 'custom', message: repeated });
      }),
  })
  .refine((sale) => !sale.discount || sale.lines.every((line) => line.itemType !== GIFT_CARD), {
    message: GIFT_CARD_TAKES_NO_SALE_DISCOUNT,
    path: ['discount'],
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
  /** What is left on a walk-in's gift card just after the sale. */
  giftCardLeft: priceStringSchema.nullable(),
  /**
   * A customer's gift card is redeemed onto their store credit to pay: what it left in that
   * credit just after the sale (the card is then empty). Null for other tenders, a walk-in's
   * card, and sales rung up before this was kept.
   */
  giftCardToCredit: priceStringSchema.nullable(),
});

/** The store a receipt is headed with, from the stores' data. */
export const receiptStoreSchema = z.object({
  name: z.string(),
  street: z.string(),
  cityLine: z.string(),
  phone: z.string(),
});

export const counterSaleSchema = z.object({
  receiptNumber: z.string(),
  location: locationSchema,
  register: z.string(),
  /** The staff account that rang the sale up. */
  cashier: z.string(),
  /** The cashier's name as the receipt prints it, kept at the time of the sale. */
  cashierName: z.string(),
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** Where Email receipt sends to; null when the customer gave none. */
      email: z.string().nullable(),
    })
    .nullable(),
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
  /** Loyalty stamps this sale earned, as counted when it was rung up. */
  stampsEarned: z.number().int(),
  /** The customer's store credit just after the sale, when a customer is attached. */
  creditLeft: priceStringSchema.nullable(),
  /**
   * What is left on the gift card a walk-in paid with, just after the sale; with several cards,
   * on all of them together (each tender says its own).
   */
  giftCardLeft: priceStringSchema.nullable(),
  /**
   * The gift cards the sale issued. The code is printed from the answer that issued the card:
   * only its hash is kept, so the sale read again shows none.
   */
  giftCards: z.array(z.object({ code: z.string().nullable(), amount: priceStringSchema })),
  refundedAmount: priceStringSchema,
  store: receiptStoreSchema,
  /** The owner's return policy line as it reads now; blank prints none. */
  returnPolicy: z.string(),
  /** The sale's returns, oldest first, each with its lines and where its money went. */
  returns: z.array(counterReturnSchema),
});
export type CounterSale = z.infer<typeof counterSaleSchema>;

export const counterSalesQuerySchema = z.object({
  location: locationSchema,
  /** A receipt number, a customer's name, e-mail or phone. */
  q: z.string().trim().max(100).optional(),
  /** Only the sales of this store day (the Counter's "Today's sales"). */
  day: storeDaySchema.optional(),
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

/** `POST /api/admin/counter/sales/:receiptNumber/email`: the receipt is queued to this address. */
export const receiptMailSchema = z.object({
  receiptNumber: z.string(),
  to: z.string(),
});

export const receiptNumberParamsSchema = z.object({
  receiptNumber: z.string().regex(/^[A-Z]{2,6}-\d{6,}$/, 'A receipt number like NLR-000123'),
});
