import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '../../../domain/customers/customer.contract.ts';
import {
  addPlayerSchema,
  checkInByCodeSchema,
  rosterEntryParamsSchema,
  rosterEntrySchema,
  rosterQuerySchema,
  rosterSchema,
} from '../../../domain/registrations/registration.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { RosterService } from './roster.service.ts';
import { eventLinkCsv, fullRosterCsv } from './roster-csv.ts';

/**
 * An event's roster for its store's staff, as JSON or as a file; checking players in (by
 * registration or by the code they show), removing one and adding a walk-in.
 */
export function rosterRoutes(roster: RosterService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/tournaments/:id/roster',
      {
        schema: {
          params: idParamsSchema,
          querystring: rosterQuerySchema,
          // The roster as JSON, or the CSV file's text.
          response: { 200: rosterSchema.or(z.string()) },
        },
      },
      async (request, reply) => {
        const entries = await roster.roster(requireStaff(request), request.params.id);
        if (request.query.format === 'json') return entries;
        const { kind } = request.query;
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="event-${request.params.id}-${kind}.csv"`,
          )
          .send(kind === 'eventlink' ? eventLinkCsv(entries) : fullRosterCsv(entries));
      },
    );

    app.post(
      '/admin/tournaments/:id/roster/:registrationId/check-in',
      { schema: { params: rosterEntryParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await roster.checkIn(
          requireStaff(request),
          request.params.id,
          request.params.registrationId,
        );
        return { ok: true as const };
      },
    );

    app.post(
      '/admin/tournaments/:id/roster/check-in',
      {
        schema: { params: idParamsSchema, body: checkInByCodeSchema, response: { 200: okSchema } },
      },
      async (request) => {
        await roster.checkInByCode(requireStaff(request), request.params.id, request.body.code);
        return { ok: true as const };
      },
    );

    app.delete(
      '/admin/tournaments/:id/roster/:registrationId',
      { schema: { params: rosterEntryParamsSchema } },
      async (request, reply) => {
        await roster.remove(
          requireStaff(request),
          request.params.id,
          request.params.registrationId,
        );
        return reply.status(204).send();
      },
    );

    app.post(
      '/admin/tournaments/:id/roster',
      {
        schema: {
          params: idParamsSchema,
          body: addPlayerSchema,
          response: { 201: rosterEntrySchema },
        },
      },
      async (request, reply) => {
        const entry = await roster.add(requireStaff(request), request.params.id, request.body);
        return reply.status(201).send(entry);
      },
    );
  };
}
