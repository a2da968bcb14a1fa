import {
  type CreateOrderResponse,
  createOrderResponseSchema,
} from '../../../domain/checkout/checkout.contract.ts';

/**
 * An order placed without a card (store credit paid it all) travels to the confirmation page in
 * the history entry's state, as there is no payment for the page to ask about.
 */
export const confirmedOrderState = (placed: CreateOrderResponse) => ({ placed });

/** The placed order a history entry carries, if it carries one as `confirmedOrderState` wrote it. */
export function placedOrderIn(state: unknown): CreateOrderResponse | null {
  if (typeof state !== 'object' || state === null || !('placed' in state)) return null;
  const parsed = createOrderResponseSchema.safeParse(state.placed);
  return parsed.success ? parsed.data : null;
}
