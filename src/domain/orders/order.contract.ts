import { locationSchema, priceStringSchema } from '../shared/common.contract.ts';
import { z } from '../shared/zod.ts';

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

/** An order as its customer sees it. */
export const customerOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  pickupCode: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(SHOWN_PAYMENT_STATUSES),
  subtotal: priceStringSchema,
  discount: priceStringSchema,
  totalAmount: priceStringSchema,
  /** What has been refunded of the order, "0.00" when nothing. */
  refundedAmount: priceStringSchema,
  location: locationSchema,
  items: z.array(orderItemSchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListSchema = z.array(customerOrderSchema);
