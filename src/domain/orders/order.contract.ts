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

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
  paymentStatus: z.enum(PAYMENT_STATUSES),
  subtotal: priceStringSchema,
  discount: priceStringSchema,
  totalAmount: priceStringSchema,
  location: locationSchema,
  items: z.array(orderItemSchema),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;
export const customerOrderListSchema = z.array(customerOrderSchema);
