import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  receiptMailSchema,
  receiptNumberParamsSchema,
} from '../../../domain/counter/counter-sale.contract.ts';
import {
  receiptSettingsInputSchema,
  receiptSettingsQuerySchema,
  receiptSettingsSchema,
} from '../../../domain/counter/receipt-settings.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { ReceiptsService } from './receipts.service.ts';

/** The receipts' settings (staff read, the owner sets) and a sale's receipt by e-mail. */
export function receiptsRoutes(receipts: ReceiptsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/counter/receipt-settings',
      {
        schema: {
          querystring: receiptSettingsQuerySchema,
          response: { 200: receiptSettingsSchema },
        },
      },
      (request) => receipts.settings(requireStaff(request), request.query.location),
    );

    app.put(
      '/admin/counter/receipt-settings',
      {
        schema: {
          querystring: receiptSettingsQuerySchema,
          body: receiptSettingsInputSchema,
          response: { 200: receiptSettingsSchema },
        },
      },
      (request) =>
        receipts.changeSettings(requireStaff(request), request.query.location, request.body),
    );

    app.post(
      '/admin/counter/sales/:receiptNumber/email',
      { schema: { params: receiptNumberParamsSchema, response: { 202: receiptMailSchema } } },
      async (request, reply) =>
        reply
          .code(202)
          .send(await receipts.email(requireStaff(request), request.params.receiptNumber)),
    );
  };
}
