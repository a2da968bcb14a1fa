import type {
  CreateOrderResponse,
  createOrderRequestSchema,
  createPaymentIntentRequestSchema,
  PaymentIntentResponse,
  StoreCreditCheckoutRequest,
  TestCardPayment,
  testCardResultSchema,
} from '../../../domain/checkout/checkout.contract.ts';
import type { z } from '../../../domain/shared/zod.ts';
import type { StoreCredit } from '../../../domain/store-credit/store-credit.contract.ts';
import { api } from '../../lib/api-client.ts';

type PaymentIntentRequest = z.input<typeof createPaymentIntentRequestSchema>;
type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/**
 * Sets up the payment for the customer's cart, which the server prices itself, with the store
 * credit to spend on it ("0.00" is none); the card pays the rest.
 */
export function createPaymentIntent(storeCredit?: string) {
  const body: PaymentIntentRequest = storeCredit ? { storeCredit } : {};
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

/** The customer's store credit now. */
export const fetchStoreCredit = () => api<StoreCredit>('/api/customers/store-credit?limit=1');

/** Pays the whole cart with store credit: the order is placed at once. */
export function payWithStoreCredit(body: StoreCreditCheckoutRequest) {
  return api<CreateOrderResponse>('/api/checkout/store-credit', { method: 'POST', body });
}
