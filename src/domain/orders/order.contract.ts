import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';
import { TENDER_METHODS } from './tenders.ts';

export const ORDER_STATUSES = [
  'pending',
  'paid',
  'ready_for_pickup',
  'picked_up',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  ready_for_pickup: 'Ready for pickup',
  picked_up: 'Picked up',
  cancelled: 'Cancelled',
};

/** A payment's status as the order records it. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A payment's status as an order's answers show it: the recorded one, or `refunded` and
 * `partially_refunded` worked out from the refunds recorded against the order's lines.
 */
export const SHOWN_PAYMENT_STATUSES = [...PAYMENT_STATUSES, 'partially_refunded'] as const;
export type ShownPaymentStatus = (typeof SHOWN_PAYMENT_STATUSES)[number];

export const orderItemSchema = z.object({
  productType: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: priceStringSchema,
  totalPrice: priceStringSchema,
});

/** What paid part of an order. */
export const orderTenderSchema = z.object({
  method: z.enum(TENDER_METHODS),
  amount: priceStringSchema,
});
export type OrderTender = z.infer<typeof orderTenderSchema>;

/** Money that went back for an order, and where it went. */
export const orderRefundSchema = z.object({
  amount: priceStringSchema,
  method: z.enum(TENDER_METHODS),
  reason: z.string(),
  createdAt: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order as its customer sees it. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** None for a counter sale: it was handed over at once. */
  pickupCode: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(SHOWN_PAYMENT_STATUSES),
  subtotal: priceStringSchema,
  discount: priceStringSchema,
  totalAmount: priceStringSchema,
  /** What has been refunded of the order, "0.00" when nothing. */
  refundedAmount: priceStringSchema,
  tenders: z.array(orderTenderSchema),
  refunds: z.array(orderRefundSchema),
  location: locationSchema,
  items: z.array(orderItemSchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListSchema = z.array(customerOrderSchema);
