import type {
  CreateOrderResponse,
  createOrderRequestSchema,
  createPaymentIntentRequestSchema,
  PaymentIntentResponse,
  TestCardPayment,
  testCardResultSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import { api } from '../../lib/api-client.ts';

type PaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;
type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** Sets up the payment for the customer's cart, which the server prices itself. */
export function createPaymentIntent() {
  const body: PaymentIntentRequest = {};
  return api<PaymentIntentResponse>('/api/create-payment-intent', { method: 'POST', body });
}

export const confirmTestCard = (payment: TestCardPayment) =>
  api<z.infer<typeof testCardResultSchema>>('/api/test-payments/confirm', {
    method: 'POST',
    body: payment,
  });

/** The order of exactly this payment, made if it is not yet: asking again is safe. */
export function placeOrder(paymentIntentId: string) {
  const body: CreateOrderRequest = { paymentIntentId };
  return api<CreateOrderResponse>('/api/customers/orders', { method: 'POST', body });
}
