import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  taxSettingsInputSchema,
  taxSettingsQuerySchema,
  taxSettingsSchema,
} from '../../../domain/tax/tax-settings.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { SalesTaxService } from './sales-tax.service.ts';

/** The owner's sales tax per store: `GET`/`PUT /api/admin/sales-tax/settings?location=`. */
export function salesTaxRoutes(salesTax: SalesTaxService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/sales-tax/settings',
      { schema: { querystring: taxSettingsQuerySchema, response: { 200: taxSettingsSchema } } },
      (request) => salesTax.settings(requireStaff(request), request.query.location),
    );

    app.put(
      '/admin/sales-tax/settings',
      {
        schema: {
          querystring: taxSettingsQuerySchema,
          body: taxSettingsInputSchema,
          response: { 200: taxSettingsSchema },
        },
      },
      (request) =>
        salesTax.changeSettings(requireStaff(request), request.query.location, request.body),
    );
  };
}
