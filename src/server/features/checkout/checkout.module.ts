import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { type CheckoutDeps, createCheckoutService } from './checkout.service.ts';

export interface CheckoutModuleDeps extends CheckoutDeps {
  limits: RateLimitOptions;
}

/** Paying for the customer's cart: the payment is set up here and completed by the purchase pipeline. */
export function createCheckoutModule({ limits, ...deps }: CheckoutModuleDeps) {
  return { routes: checkoutRoutes(createCheckoutService(deps), limits) };
}
