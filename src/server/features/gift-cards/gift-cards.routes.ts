import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartSchema } from '../../../domain/cart/cart.contract.ts';
import {
  buyGiftCardRequestSchema,
  giftCardRedeemedSchema,
  redeemGiftCardRequestSchema,
} from '../../../domain/gift-cards/gift-card.contract.ts';
import { DomainError } from '../../errors.ts';
import type { RateLimitOptions } from '../../plugins/rate-limit-options.ts';
import { wrongGiftCodeLimits } from '../../plugins/rate-limits.ts';
import { requireCustomer } from '../../plugins/session.ts';
import type { GiftCardsService } from './gift-cards.service.ts';

/** A signed-in customer buys a gift card (into their cart) and redeems one (onto their credit). */
export function giftCardsRoutes(
  giftCards: GiftCardsService,
  limits: RateLimitOptions,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);
    const wrongCodes = wrongGiftCodeLimits(limits, (r) => String(requireCustomer(r).customerId));

    app.post(
      '/gift-cards',
      { schema: { body: buyGiftCardRequestSchema, response: { 200: cartSchema } } },
      (request) => giftCards.buy(requireCustomer(request).customerId, request.body),
    );

    app.post(
      '/customers/store-credit/redeem',
      {
        schema: { body: redeemGiftCardRequestSchema, response: { 200: giftCardRedeemedSchema } },
        preHandler: wrongCodes.check,
      },
      async (request) => {
        try {
          return await giftCards.redeem(requireCustomer(request).customerId, request.body.code);
        } catch (error) {
          if (error instanceof DomainError && error.code === 'invalid_gift_card') {
            await wrongCodes.fail(request);
          }
          throw error;
        }
      },
    );
  };
}
