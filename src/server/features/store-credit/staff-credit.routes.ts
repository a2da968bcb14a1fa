import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import {
  creditWrittenSchema,
  ledgerPageQuerySchema,
  staffCreditRequestSchema,
  storeCreditSchema,
  storeCreditSettingsInputSchema,
  storeCreditSettingsQuerySchema,
  storeCreditSettingsSchema,
} from '../../../domain/store-credit/store-credit.contract.ts';
import { requireStaff } from '../../plugins/session.ts';
import { idempotencyHeadersSchema } from '../idempotency/idempotency-key.ts';
import type { StaffCreditService } from './staff-credit.service.ts';

/** The dashboard's store credit: a customer's ledger, issuing and adjusting, the limit. */
export function staffCreditRoutes(staffCredit: StaffCreditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/customers/:id/store-credit',
      {
        schema: {
          params: idParamsSchema,
          querystring: ledgerPageQuerySchema,
          response: { 200: storeCreditSchema },
        },
      },
      (request) => {
        requireStaff(request);
        return staffCredit.history(request.params.id, request.query);
      },
    );

    app.post(
      '/admin/customers/:id/store-credit',
      {
        schema: {
          params: idParamsSchema,
          headers: idempotencyHeadersSchema,
          body: staffCreditRequestSchema,
          response: { 201: creditWrittenSchema },
        },
      },
      async (request, reply) => {
        const key = request.headers['idempotency-key'];
        const written = await staffCredit.write(
          requireStaff(request),
          request.params.id,
          request.body,
          key,
        );
        return reply.status(201).send(written);
      },
    );

    app.get(
      '/admin/store-credit/settings',
      {
        schema: {
          querystring: storeCreditSettingsQuerySchema,
          response: { 200: storeCreditSettingsSchema },
        },
      },
      (request) => staffCredit.settings(requireStaff(request), request.query.location),
    );

    app.put(
      '/admin/store-credit/settings',
      {
        schema: {
          querystring: storeCreditSettingsQuerySchema,
          body: storeCreditSettingsInputSchema,
          response: { 200: storeCreditSettingsSchema },
        },
      },
      (request) =>
        staffCredit.changeSettings(
          requireStaff(request),
          request.query.location,
          request.body.staffIssueLimit,
        ),
    );
  };
}
