import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptTradeInSchema,
  adminTradeInsQuerySchema,
  myTradeInsQuerySchema,
  respondTradeInSchema,
  submitTradeInSchema,
  tradeInChangeSchema,
  tradeInListSchema,
  tradeInParamsSchema,
  tradeInQuoteQuerySchema,
  tradeInQuoteSchema,
  tradeInSchema,
  walkInTradeInSchema,
} from '../../../domain/trade-ins/trade-in.contract.ts';
import { requireCustomer, requireStaff } from '../../plugins/session.ts';
import type { TradeInsService } from './trade-ins.service.ts';

/** The store's side (`/api/admin/trade-ins`): its queue, walk-ins, grading, accept and decline. */
function adminTradeInsRoutes(tradeIns: TradeInsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

    app.get(
      '/admin/trade-ins',
      { schema: { querystring: adminTradeInsQuerySchema, response: { 200: tradeInListSchema } } },
      (request) => tradeIns.queue(requireStaff(request), request.query),
    );

    app.post(
      '/admin/trade-ins',
      { schema: { body: walkInTradeInSchema, response: { 201: tradeInSchema } } },
      async (request, reply) =>
        reply.status(201).send(await tradeIns.walkIn(requireStaff(request), request.body)),
    );

    app.get(
      '/admin/trade-ins/:number',
      { schema: { params: tradeInParamsSchema, response: { 200: tradeInSchema } } },
      (request) => tradeIns.one(requireStaff(request), request.params.number),
    );

    app.patch(
      '/admin/trade-ins/:number',
      {
        schema: {
          params: tradeInParamsSchema,
          body: tradeInChangeSchema,
          response: { 200: tradeInSchema },
        },
      },
      (request) => tradeIns.change(requireStaff(request), request.params.number, request.body),
    );

    app.post(
      '/admin/trade-ins/:number/accept',
      {
        schema: {
          params: tradeInParamsSchema,
          body: acceptTradeInSchema,
          response: { 200: tradeInSchema },
        },
      },
      (request) =>
        tradeIns.accept(requireStaff(request), request.params.number, request.body.payout),
    );

    app.post(
      '/admin/trade-ins/:number/decline',
      { schema: { params: tradeInParamsSchema, response: { 200: tradeInSchema } } },
      (request) => tradeIns.decline(requireStaff(request), request.params.number),
    );
  };
}

/** The customer's side (`/api/customers/trade-ins`): their sell lists, cancel, and answers to offers. */
function customerTradeInsRoutes(tradeIns: TradeInsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.customer);

    app.post(
      '/customers/trade-ins',
      { schema: { body: submitTradeInSchema, response: { 201: tradeInSchema } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await tradeIns.submit(requireCustomer(request).customerId, request.body)),
    );

    app.get(
      '/customers/trade-ins',
      { schema: { querystring: myTradeInsQuerySchema, response: { 200: tradeInListSchema } } },
      (request) => tradeIns.mine(requireCustomer(request).customerId, request.query.cursor),
    );

    app.delete(
      '/customers/trade-ins/:number',
      { schema: { params: tradeInParamsSchema, response: { 200: tradeInSchema } } },
      (request) => tradeIns.cancel(requireCustomer(request).customerId, request.params.number),
    );

    app.post(
      '/customers/trade-ins/:number/respond',
      {
        schema: {
          params: tradeInParamsSchema,
          body: respondTradeInSchema,
          response: { 200: tradeInSchema },
        },
      },
      (request) =>
        tradeIns.respond(
          requireCustomer(request).customerId,
          request.params.number,
          request.body.accept,
        ),
    );
  };
}

export function tradeInsRoutes(tradeIns: TradeInsService): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(adminTradeInsRoutes(tradeIns));
    await app.register(customerTradeInsRoutes(tradeIns));

    // Public, as the buylist is: a sell list is priced before anyone signs in.
    app.get(
      '/trade-ins/quote',
      { schema: { querystring: tradeInQuoteQuerySchema, response: { 200: tradeInQuoteSchema } } },
      (request) => tradeIns.quote(request.query),
    );
  };
}
