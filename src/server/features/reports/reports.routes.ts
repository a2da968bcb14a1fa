import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buysReportSchema } from '../../../domain/reports/buys.contract.ts';
import {
  endOfDayQuerySchema,
  endOfDayReportSchema,
} from '../../../domain/reports/end-of-day.contract.ts';
import {
  buysQuerySchema,
  creditQuerySchema,
  creditReportSchema,
  eventsQuerySchema,
  eventsReportSchema,
  pickupQueueQuerySchema,
  pickupQueueReportSchema,
  refundsQuerySchema,
  refundsReportSchema,
  reportSettingsQuerySchema,
  reportSettingsSchema,
  salesQuerySchema,
  salesReportSchema,
  stockQuerySchema,
  stockReportSchema,
  taxQuerySchema,
  taxReportSchema,
  topItemsQuerySchema,
  topItemsReportSchema,
} from '../../../domain/reports/reports.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { ReportsService } from './reports.service.ts';
import {
  buysCsv,
  creditCsv,
  endOfDayCsv,
  eventsCsv,
  pickupQueueCsv,
  refundsCsv,
  salesCsv,
  stockCsv,
  taxCsv,
  topItemsCsv,
} from './reports-csv.ts';

/** A report as JSON, or with `format=csv` its table as a file to download. */
async function answer<Report>(
  reply: FastifyReply,
  format: 'json' | 'csv',
  fileName: string,
  read: () => Promise<Report>,
  toCsv: (report: Report) => string,
): Promise<Report | string> {
  const report = await read();
  if (format === 'json') return report;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}.csv"`)
    .send(toCsv(report));
}

/** Staff API keys with the reports scope may read every report. */
const REPORTS = { apiKeyScope: 'reports' } as const;

const range = (query: { location: string; from: string; to: string }) =>
  `${query.location}-${query.from}-to-${query.to}`;

/** The dashboard's Reports tab: every report scoped on the server to what the reader may see. */
export function reportsRoutes(reports: ReportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/reports/sales',
      {
        config: REPORTS,
        schema: {
          querystring: salesQuerySchema,
          response: { 200: salesReportSchema.or(z.string()) },
        },
      },
      (request, reply) =>
        answer(
          reply,
          request.query.format,
          `sales-${range(request.query)}`,
          () => reports.sales(requireStaff(request), request.query),
          salesCsv,
        ),
    );

    app.get(
      '/admin/reports/credit',
      {
        config: REPORTS,
        schema: {
          querystring: creditQuerySchema,
          response: { 200: creditReportSchema.or(z.string()) },
        },
      },
      (request, reply) =>
        answer(
          reply,
          request.query.format,
          `store-credit-${range(request.query)}`,
          () => reports.credit(requireStaff(request), request.query),
          creditCsv,
        ),
    );

    app.get(
      '/admin/reports/top-items',
      {
        config: REPORTS,
        schema: {
          querystring: topItemsQuerySchema,
          response: { 200: topItemsReportSchema.or(z.string()) },
        },
      },
      (request, reply) => {
        const { query } = request;
        return answer(
          reply,
          query.format,
          `top-items-by-${query.sort}-${range(query)}`,
          () =>
            reports.topItems(requireStaff(request), query, query.format === 'csv' ? 'all' : 'page'),
          topItemsCsv,
        );
      },
    );

    app.get(
      '/admin/reports/stock',
      {
        config: REPORTS,
        schema: {
          querystring: stockQuerySchema,
          response: { 200: stockReportSchema.or(z.string()) },
        },
      },
      (request, reply) => {
        const { query } = request;
        return answer(
          reply,
          query.format,
          `${query.list === 'low' ? 'low-stock' : 'slow-movers'}-${range(query)}`,
          () =>
            reports.stock(requireStaff(request), query, query.format === 'csv' ? 'all' : 'page'),
          stockCsv,
        );
      },
    );

    app.get(
      '/admin/reports/events',
      {
        config: REPORTS,
        schema: {
          querystring: eventsQuerySchema,
          response: { 200: eventsReportSchema.or(z.string()) },
        },
      },
      (request, reply) =>
        answer(
          reply,
          request.query.format,
          `events-${range(request.query)}`,
          () => reports.events(requireStaff(request), request.query),
          eventsCsv,
        ),
    );

    app.get(
      '/admin/reports/refunds',
      {
        config: REPORTS,
        schema: {
          querystring: refundsQuerySchema,
          response: { 200: refundsReportSchema.or(z.string()) },
        },
      },
      (request, reply) =>
        answer(
          reply,
          request.query.format,
          `refunds-and-cancellations-${range(request.query)}`,
          () =>
            reports.refunds(
              requireStaff(request),
              request.query,
              request.query.format === 'csv' ? 'all' : 'page',
            ),
          refundsCsv,
        ),
    );

    app.get(
      '/admin/reports/tax',
      {
        config: REPORTS,
        schema: {
          querystring: taxQuerySchema,
          response: { 200: taxReportSchema.or(z.string()) },
        },
      },
      (request, reply) =>
        answer(
          reply,
          request.query.format,
          `sales-tax-${range(request.query)}`,
          () => reports.tax(requireStaff(request), request.query),
          taxCsv,
        ),
    );

    app.get(
      '/admin/reports/buys',
      {
        config: REPORTS,
        schema: {
          querystring: buysQuerySchema,
          response: { 200: buysReportSchema.or(z.string()) },
        },
      },
      (request, reply) => {
        const { query } = request;
        return answer(
          reply,
          query.format,
          `cards-bought-${range(query)}`,
          () => reports.buys(requireStaff(request), query, query.format === 'csv' ? 'all' : 'page'),
          buysCsv,
        );
      },
    );

    app.get(
      '/admin/reports/pickup-queue',
      {
        config: REPORTS,
        schema: {
          querystring: pickupQueueQuerySchema,
          response: { 200: pickupQueueReportSchema.or(z.string()) },
        },
      },
      (request, reply) =>
        answer(
          reply,
          request.query.format,
          `waiting-for-pickup-${request.query.location}`,
          () => reports.pickupQueue(requireStaff(request), request.query.location),
          pickupQueueCsv,
        ),
    );

    app.get(
      '/admin/reports/end-of-day',
      {
        config: REPORTS,
        schema: {
          querystring: endOfDayQuerySchema,
          response: { 200: endOfDayReportSchema.or(z.string()) },
        },
      },
      async (request, reply) => {
        const report = await reports.endOfDay(requireStaff(request), request.query);
        return answer(
          reply,
          request.query.format,
          `end-of-day-${report.location}-${report.date}`,
          async () => report,
          endOfDayCsv,
        );
      },
    );

    app.get(
      '/admin/reports/settings',
      {
        config: REPORTS,
        schema: {
          querystring: reportSettingsQuerySchema,
          response: { 200: reportSettingsSchema },
        },
      },
      (request) => reports.settings(requireStaff(request), request.query.location),
    );

    app.put(
      '/admin/reports/settings',
      { schema: { body: reportSettingsSchema, response: { 200: reportSettingsSchema } } },
      (request) => reports.changeSettings(requireStaff(request), request.body),
    );
  };
}
