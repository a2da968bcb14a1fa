import { idParamsSchema, locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { priceInputSchema, requiredText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';
import { registerSchema } from './counter-sale.contract.ts';
import { DENOMINATIONS } from './drawer.rules.ts';

/*
 * The cash drawer (issue 27): opened with a counted float, moved by cash sales, cash refunds
 * paid in / paid out and trade-ins paid in cash, closed with a count that shows over or short.
 */
export const openDrawerSchema = z.object({
  location: locationSchema,
  register: registerSchema,
  float: priceInputSchema,
});

export const DRAWER_MOVEMENT_KINDS = ['paid_in', 'paid_out'] as const;

export const drawerMovementInputSchema = z.object({
  kind: z.enum(DRAWER_MOVEMENT_KINDS, { error: 'kind must be paid_in or paid_out' }),
  amount: priceInputSchema.refine((cents) => cents > 0, 'More than zero'),
  reason: requiredText(200),
});

/** A count by denomination ("20": 5 twenty-dollar bills), or just the total counted. */
export const closeDrawerSchema = z.object({
  counted: priceInputSchema,
  denominations: z
    .partialRecord(z.enum(DENOMINATIONS), z.number().int().min(0).max(100_000))
    .optional(),
});

export const drawerParamsSchema = idParamsSchema;
export const drawersQuerySchema = z.object({ location: locationSchema });

export const drawerSchema = z.object({
  id: z.number().int(),
  location: locationSchema,
  register: z.string(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  openedBy: z.string(),
  float: priceStringSchema,
  cashSales: priceStringSchema,
  cashRefunds: priceStringSchema,
  paidIn: priceStringSchema,
  paidOut: priceStringSchema,
  /** Cash paid for trade-ins. */
  tradeInPayouts: priceStringSchema,
  /** Float + cash sales − change given − cash refunds + paid in − paid out − trade-in payouts. */
  expected: priceStringSchema,
  counted: priceStringSchema.nullable(),
  /** Counted − expected: negative is short. */
  overShort: priceStringSchema.nullable(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  movements: z.array(
    z.object({
      kind: z.enum([
        'float',
        'cash_sale',
        'cash_refund',
        'trade_in_payout',
        ...DRAWER_MOVEMENT_KINDS,
      ]),
      amount: priceStringSchema,
      reason: z.string().nullable(),
      reference: z.string().nullable(),
      createdAt: z.string(),
      by: z.string(),
    }),
  ),
});
export type Drawer = z.infer<typeof drawerSchema>;

export const drawersSchema = z.object({ drawers: z.array(drawerSchema) });
