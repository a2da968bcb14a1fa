import {
  ORDER_STATUSES,
  orderRefundSchema,
  orderTenderSchema,
  SHOWN_PAYMENT_STATUSES,
} from '../orders/order.contract.ts';
import { ORDER_STATES } from '../orders/order-status.ts';
import { REFUND_DESTINATIONS } from '../orders/tenders.ts';
import { locationSchema, priceStringSchema, searchTextSchema } from '../shared/common.contract.ts';
import { priceInputSchema, requiredText } from '../shared/input.contract.ts';
import { z } from '../shared/zod.ts';

export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const;

/** The shared admin password alone signs in as the owner; a username signs in a staff account. */
export const adminLoginRequestSchema = z.object({
  username: z.string().trim().max(50, 'Must be at most 50 characters').optional(),
  password: z
    .string({ error: 'Required' })
    .min(1, 'Required')
    .max(200, 'Must be at most 200 characters'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const staffSessionSchema = z.object({
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The one store the staff member manages; null for the owner (both). */
  location: locationSchema.nullable(),
});
export type StaffSessionView = z.infer<typeof staffSessionSchema>;

/** Whether staff are signed in, answered the same way for everyone (no error when nobody is). */
export const staffSessionStateSchema = z.object({ staff: staffSessionSchema.nullable() });

export const adminLocationQuerySchema = z.object({ location: locationSchema });

export const adminSummarySchema = z.object({
  tournaments: z.number().int(),
  merchandise: z.number().int(),
  cards: z.number().int(),
  orders: z.number().int(),
});

/** An order as staff prepare it: who, what, how much, and the pickup code. */
export const adminOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** None for a counter sale: it was handed over at once. */
  pickupCode: z.string().nullable(),
  customerFirstName: z.string().nullable(),
  customerLastName: z.string().nullable(),
  /** Null for a customer added at the counter with a phone number only. */
  customerEmail: z.string().nullable(),
  /** Whether the customer proved the address; staff may check who they hand an order to. */
  customerEmailVerified: z.boolean(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The store's display name, "North Little Rock" or "Benton"; `store` is its code. */
  location: z.string(),
  store: locationSchema,
  /** The sales tax in `totalAmount`, "0.00" when none. */
  taxAmount: priceStringSchema,
  totalAmount: priceStringSchema,
  paymentStatus: z.enum(SHOWN_PAYMENT_STATUSES).nullable(),
  /** What has been refunded of the order, "0.00" when nothing. */
  refundedAmount: priceStringSchema,
  tenders: z.array(orderTenderSchema),
  refunds: z.array(orderRefundSchema),
  paymentMethod: z.string().nullable(),
  needsAttention: z.boolean(),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      /** The line's id, which a return at the counter names (`lines[].lineId`). */
      lineId: z.number().int(),
      productName: z.string(),
      /** The line's kind: whether it is goods to hand over (`hasGoodsToCollect`). */
      productType: z.string(),
      quantity: z.number().int(),
      totalPrice: priceStringSchema,
      /** How many of the line came back in returns at the counter. */
      returnedQuantity: z.number().int(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.array(adminOrderSchema);

export const adminOrderQuerySchema = z.object({
  location: locationSchema.optional(),
  // As a person reads it (`orderState`): `paid` leaves out an order whose payment all went back.
  status: z.enum(ORDER_STATES, { error: 'status is not known' }).optional(),
  q: searchTextSchema,
});

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'status is not known' }),
});

/**
 * `POST /api/admin/orders/:id/refunds`: staff give back part of a paid order, to the tenders
 * that paid it or, when the customer asks, all to their store credit.
 */
export const orderRefundRequestSchema = z.object({
  amount: priceInputSchema.refine((cents) => cents > 0, 'Enter an amount above 0.00'),
  /** Why: required, shown on the order and in the customer's mail. */
  reason: requiredText(200),
  refundTo: z
    .enum(REFUND_DESTINATIONS, { error: 'refundTo must be original or store_credit' })
    .default('original'),
});
/** What the dashboard sends. */
export type OrderRefundRequest = z.input<typeof orderRefundRequestSchema>;
/** What the server reads: the amount in cents, the destination filled in. */
export type StaffRefund = z.output<typeof orderRefundRequestSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  location: locationSchema.nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);

export const uploadResponseSchema = z.object({ imageUrl: z.string() });
