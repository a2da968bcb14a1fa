import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceHistorySchema } from '../../../domain/pricing/price-history.contract.ts';
import {
  priceApplyAnswerSchema,
  priceApplyBodySchema,
  priceImportFormSchema,
  priceImportSchema,
} from '../../../domain/pricing/price-import.contract.ts';
import {
  priceImportListQuerySchema,
  priceImportListSchema,
} from '../../../domain/pricing/price-import-list.contract.ts';
import {
  priceRulesInputSchema,
  pricingSettingsQuerySchema,
  pricingSettingsSchema,
} from '../../../domain/pricing/pricing-rules.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { formFields, multipartForms, readMultipartForm } from '../../plugins/multipart-form.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { PricingService } from './pricing.service.ts';

/** Every pricing route takes a staff API key with the prices scope, as a store's nightly script sends. */
const PRICES = { apiKeyScope: 'prices' } as const;

/**
 * Market pricing for staff of the store: the rules (`/admin/prices/rules`), price files
 * previewed, listed, read back, applied and their unmatched rows (`/admin/prices/imports`), and a
 * card's price history (`/admin/cards/:id/price-history`).
 */
export function pricingRoutes(
  pricing: PricingService,
  { maxBytes }: { maxBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    await multipartForms(app, { maxBytes, fields: 10 });
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/prices/rules',
      {
        config: PRICES,
        schema: {
          querystring: pricingSettingsQuerySchema,
          response: { 200: pricingSettingsSchema },
        },
      },
      (request) => pricing.settings(requireStaff(request), request.query.location),
    );

    app.put(
      '/admin/prices/rules',
      {
        config: PRICES,
        schema: {
          querystring: pricingSettingsQuerySchema,
          body: priceRulesInputSchema,
          response: { 200: pricingSettingsSchema },
        },
      },
      (request) => {
        const { gameType, minimum, reviewAmount, ...rules } = request.body;
        return pricing.changeRules(requireStaff(request), request.query.location, gameType, {
          ...rules,
          minimumCents: minimum,
          reviewCents: reviewAmount,
        });
      },
    );

    app.post(
      '/admin/prices/imports',
      { config: PRICES, schema: { response: { 201: priceImportSchema } } },
      async (request, reply) => {
        const actor = requireStaff(request);
        const { fields, file } = await readMultipartForm(request, {
          fileField: 'file',
          tooLarge: `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB, the most the shop reads at once. Split it into smaller files.`,
          missing: 'Choose a price file.',
        });
        return reply
          .status(201)
          .send(
            await pricing.preview(
              actor,
              formFields(
                priceImportFormSchema,
                fields,
                'Some fields of the price file are not valid.',
              ),
              file,
            ),
          );
      },
    );

    app.get(
      '/admin/prices/imports',
      {
        config: PRICES,
        schema: {
          querystring: priceImportListQuerySchema,
          response: { 200: priceImportListSchema },
        },
      },
      (request) => pricing.list(requireStaff(request), request.query),
    );

    app.get(
      '/admin/prices/imports/:id',
      { config: PRICES, schema: { params: idParamsSchema, response: { 200: priceImportSchema } } },
      (request) => pricing.get(requireStaff(request), request.params.id),
    );

    app.post(
      '/admin/prices/imports/:id/apply',
      {
        config: PRICES,
        schema: {
          params: idParamsSchema,
          body: priceApplyBodySchema,
          response: { 200: priceApplyAnswerSchema },
        },
      },
      (request) => pricing.apply(requireStaff(request), request.params.id, request.body.approve),
    );

    app.get(
      '/admin/prices/imports/:id/unmatched.csv',
      { config: PRICES, schema: { params: idParamsSchema } },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="unmatched-prices-${request.params.id}.csv"`,
          )
          .send(await pricing.unmatched(requireStaff(request), request.params.id)),
    );

    app.get(
      '/admin/cards/:id/price-history',
      { config: PRICES, schema: { params: idParamsSchema, response: { 200: priceHistorySchema } } },
      (request) => pricing.history(requireStaff(request), request.params.id),
    );
  };
}
