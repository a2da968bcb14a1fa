import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  taxSettingsInputSchema,
  taxSettingsQuerySchema,
  taxSettingsSchema,
} from '../../../domain/tax/tax-settings.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { SalesTaxService } from './sales-tax.service.ts';

/** Each store's sales tax: `GET` (the store's staff, for the counter) and `PUT` (the owner) `/api/admin/sales-tax/settings?location=`. */
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
