import { cardFinishSchema } from '../cards/card.contract.ts';
import { CARD_CONDITIONS } from '../catalog/options.ts';
import {
  bodyRowIdSchema,
  locationSchema,
  priceStringSchema,
  rowIdSchema,
  searchTextSchema,
} from '../shared/common.contract.ts';
import { nameText } from '../shared/input.contract.ts';
import { pageQuerySchema } from '../shared/page.contract.ts';
import { z } from '../shared/zod.ts';
import { QUEUE_FILTERS, TRADE_IN_PAYOUTS, TRADE_IN_STATUSES } from './trade-in.rules.ts';

/*
 * Trade-ins (issue 28): `/api/customers/trade-ins` for the customer's own lists,
 * `/api/admin/trade-ins` for the store's queue, grading and payout.
 */

/** The most copies of one card a line may offer. */
export const MAX_LINE_QUANTITY = 1000;
/** The most lines one trade-in may hold. */
export const MAX_TRADE_IN_LINES = 200;

const QUANTITY_PROBLEM = `quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;

export const tradeInPayoutSchema = z.enum(TRADE_IN_PAYOUTS, {
  error: 'payout must be cash or credit',
});
export const tradeInStatusSchema = z.enum(TRADE_IN_STATUSES, {
  error: `status must be one of ${TRADE_IN_STATUSES.join(', ')}`,
});
const conditionSchema = z.enum(CARD_CONDITIONS, { error: 'condition is not known' });
const quantitySchema = z
  .number({ error: QUANTITY_PROBLEM })
  .int(QUANTITY_PROBLEM)
  .min(1, QUANTITY_PROBLEM)
  .max(MAX_LINE_QUANTITY, QUANTITY_PROBLEM);

/** A card offered: the store's card (from the buylist) in the condition and finish brought. */
export const tradeInLineInputSchema = z.object({
  cardId: bodyRowIdSchema('cardId must be a card’s id'),
  condition: conditionSchema,
  finish: cardFinishSchema,
  quantity: quantitySchema,
});
export type TradeInLineInput = z.infer<typeof tradeInLineInputSchema>;

const linesSchema = z
  .array(tradeInLineInputSchema, { error: 'lines must be a list of cards' })
  .min(1, 'Add at least one card')
  .max(MAX_TRADE_IN_LINES, `At most ${MAX_TRADE_IN_LINES} cards a trade-in`);

/** `POST /api/customers/trade-ins`: a customer's sell list. */
export const submitTradeInSchema = z.object({
  location: locationSchema,
  payout: tradeInPayoutSchema,
  lines: linesSchema,
});
export type SubmitTradeIn = z.infer<typeof submitTradeInSchema>;

/**
 * `GET /api/trade-ins/quote`: what the store pays for one of its cards in the condition and
 * finish a seller has, which a sell list shows before it is submitted.
 */
export const tradeInQuoteQuerySchema = z.object({
  location: locationSchema,
  cardId: rowIdSchema('cardId must be a card’s id'),
  condition: conditionSchema,
  finish: cardFinishSchema,
});
export type TradeInQuoteQuery = z.infer<typeof tradeInQuoteQuerySchema>;

export const tradeInQuoteSchema = z.object({
  cardId: z.number().int(),
  condition: conditionSchema,
  finish: cardFinishSchema,
  cashPrice: priceStringSchema,
  creditPrice: priceStringSchema,
  /** How many copies in that condition and finish the store still wants. */
  wanted: z.number().int(),
});
export type TradeInQuote = z.infer<typeof tradeInQuoteSchema>;

/** `POST /api/admin/trade-ins`: a walk-in's cards, received at the counter. */
export const walkInTradeInSchema = submitTradeInSchema.extend({
  customerId: bodyRowIdSchema('customerId must be a customer’s id'),
});
export type WalkInTradeIn = z.infer<typeof walkInTradeInSchema>;

/** One line graded: its condition or finish, its quantity, or rejected with why (null: bought again). */
export const gradeLineSchema = z.object({
  id: bodyRowIdSchema('id must be a line’s id'),
  condition: conditionSchema.optional(),
  finish: cardFinishSchema.optional(),
  quantity: quantitySchema.optional(),
  rejectReason: nameText(200).nullable().optional(),
});

/**
 * `PATCH /api/admin/trade-ins/:number`: staff mark it `received`, grade lines, add cards found
 * in the box, and send a revised offer to a customer who is not at the counter
 * (`offerToCustomer: true`, which sets `offered` until they answer).
 */
export const tradeInChangeSchema = z
  .object({
    status: z.literal('received', { error: 'status may only be set to received' }).optional(),
    lines: z.array(gradeLineSchema).max(MAX_TRADE_IN_LINES).optional(),
    addLines: z.array(tradeInLineInputSchema).max(MAX_TRADE_IN_LINES).optional(),
    offerToCustomer: z.literal(true, { error: 'offerToCustomer may only be true' }).optional(),
  })
  .refine(
    (change) =>
      change.status !== undefined ||
      change.lines !== undefined ||
      change.addLines !== undefined ||
      change.offerToCustomer !== undefined,
    { message: 'Nothing to change', path: ['status'] },
  );
export type TradeInChange = z.infer<typeof tradeInChangeSchema>;

export const acceptTradeInSchema = z.object({ payout: tradeInPayoutSchema });

/** `POST /api/customers/trade-ins/:number/respond`: the customer's answer to a revised offer. */
export const respondTradeInSchema = z.object({
  accept: z.boolean({ error: 'accept must be true or false' }),
});

export const tradeInParamsSchema = z.object({
  number: z.string().regex(/^T-[A-Z]{3}-\d{4,}$/, 'number must read like T-NLR-0042'),
});

export const adminTradeInsQuerySchema = z.object({
  location: locationSchema,
  /** One status, or `open`: submitted, received and offered. */
  status: z
    .enum(QUEUE_FILTERS, { error: `status must be one of ${QUEUE_FILTERS.join(', ')}` })
    .optional(),
  /** A trade-in number, or a customer's name, e-mail or phone. */
  q: searchTextSchema,
  /** The `nextCursor` of the page before; the first page is asked for without one. */
  cursor: pageQuerySchema.shape.cursor,
});
export type AdminTradeInsQuery = z.infer<typeof adminTradeInsQuerySchema>;

/** `GET /api/customers/trade-ins`: the customer's own, a page at a time. */
export const myTradeInsQuerySchema = adminTradeInsQuerySchema.pick({ cursor: true });

export const tradeInLineSchema = z.object({
  id: z.number().int(),
  /** The store's card it was offered as; null once that card is deleted. */
  cardId: z.number().int().nullable(),
  name: z.string(),
  gameType: z.string(),
  setName: z.string(),
  setCode: z.string().nullable(),
  collectorNumber: z.string().nullable(),
  condition: z.string(),
  finish: cardFinishSchema,
  quantity: z.number().int(),
  /** What the store pays for one copy. */
  cashPrice: priceStringSchema,
  creditPrice: priceStringSchema,
  rejectReason: z.string().nullable(),
});

export const tradeInSchema = z.object({
  number: z.string(),
  location: locationSchema,
  status: tradeInStatusSchema,
  payout: tradeInPayoutSchema,
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
  }),
  /** What the lines not rejected come to now. */
  cashTotal: priceStringSchema,
  creditTotal: priceStringSchema,
  /** What the list came to when it was submitted. */
  quotedCashTotal: priceStringSchema,
  quotedCreditTotal: priceStringSchema,
  /** Until when a submitted list's prices are held. */
  expiresAt: z.string(),
  createdAt: z.string(),
  /** What was paid, in the payout's tender, once accepted. */
  paid: priceStringSchema.nullable(),
  acceptedAt: z.string().nullable(),
  lines: z.array(tradeInLineSchema),
  /** What was changed from what was asked: quantities capped at what the store wants. */
  notices: z.array(z.string()),
});
export type TradeIn = z.infer<typeof tradeInSchema>;

/**
 * A page of trade-ins, newest first: the store's queue (`GET /api/admin/trade-ins`) or the
 * customer's own (`GET /api/customers/trade-ins`).
 */
export const tradeInListSchema = z.object({
  items: z.array(tradeInSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type TradeInList = z.infer<typeof tradeInListSchema>;
