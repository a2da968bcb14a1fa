import type { FastifyPluginAsync } from 'fastify';
import { BadRequestError } from '../../errors.ts';
import type { StripeProvider } from './stripe-provider.ts';

/**
 * Stripe's webhook. Signatures are computed over the exact bytes sent, so this plugin keeps
 * the body raw; only a correctly signed event is acted on.
 */
export function stripeWebhookRoutes(provider: StripeProvider): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    app.post('/stripe/webhook', async (request) => {
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<StripeProvider['verifyWebhook']>;
      try {
        event = provider.verifyWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook refused');
        throw new BadRequestError('The webhook signature is not valid.');
      }
      await provider.handleEvent(event);
      return { received: true };
    });
  };
}
