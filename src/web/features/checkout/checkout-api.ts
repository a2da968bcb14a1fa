import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import type {
  CreateOrderResponse,
  PaymentIntentResponse,
  TestCardPayment,
  testCardResultSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import { api } from '../../lib/api-client.ts';

/** Sets up the payment. The items and amount go along as the specification's client sends them; the server prices the cart itself. */
export const createPaymentIntent = (items: CartItem[], amountCents: number) =>
  api<PaymentIntentResponse>('/api/create-payment-intent', {
    method: 'POST',
    body: {
      amount: amountCents / 100,
      items: items.map(({ id, type, quantity }) => ({ id, type, quantity })),
    },
  });

export const confirmTestCard = (payment: TestCardPayment) =>
  api<z.infer<typeof testCardResultSchema>>('/api/test-payments/confirm', {
    method: 'POST',
    body: payment,
  });

export const createOrder = (paymentIntentId: string) =>
  api<CreateOrderResponse>('/api/customers/orders', {
    method: 'POST',
    body: { paymentIntentId },
  });

/** The specification's saved checkout data, kept until the order is confirmed. */
export const CHECKOUT_DATA_KEY = 'checkoutData';
export const LAST_ORDER_NUMBER_KEY = 'lastOrderNumber';
