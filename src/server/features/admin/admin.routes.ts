import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLocationQuerySchema,
  adminLoginRequestSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
  adminSummarySchema,
  auditListSchema,
  orderStatusUpdateSchema,
  staffSessionSchema,
  staffSessionStateSchema,
} from '../../../domain/admin/admin.contract.ts';
import { isOwner } from '../../../domain/admin/permissions.ts';
import { okSchema } from '../../../domain/customers/customer.contract.ts';
import {
  adminMerchandisePageSchema,
  adminMerchandiseSchema,
  merchandiseListQuerySchema,
} from '../../../domain/merchandise/merchandise.contract.ts';
import { idParamsSchema, locationSchema } from '../../../domain/shared/common.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import { ForbiddenError } from '../../errors.ts';
import type { RateLimitOptions } from '../../plugins/rate-limits.ts';
import { clearSessionCookie, requireStaff, setSessionCookie } from '../../plugins/session.ts';
import type { Services } from '../../services.ts';
import { toStaffView } from './admin-auth.service.ts';
import { assertStore } from './admin-orders.service.ts';

/** The back office's own calls: sign-in, the dashboard's counts, orders, and the audit trail. */
export const adminRoutes: FastifyPluginAsyncZod<{
  services: Services;
  limits: RateLimitOptions;
}> = async (app, { services, limits }) => {
  const { adminAuth, adminOrders, sessions, summary, audit, merchandise } = services;
  app.addHook('onRequest', app.authenticate.staff);

  app.post(
    '/admin/login',
    {
      config: { rateLimit: { max: limits.signInAttempts, timeWindow: limits.windowMs } },
      schema: {
        body: adminLoginRequestSchema,
        response: { 200: z.object({ staff: staffSessionSchema }) },
      },
    },
    async (request, reply) => {
      const { token, staff } = await adminAuth.login(request.body, request.sessionToken);
      setSessionCookie(request, reply, 'staff', token);
      return { staff };
    },
  );

  app.post('/admin/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    if (request.sessionToken) await sessions.end(request.sessionToken);
    clearSessionCookie(request, reply, 'staff');
    return { ok: true as const };
  });

  app.get(
    '/admin/session',
    { schema: { response: { 200: staffSessionStateSchema } } },
    (request) => ({
      staff: request.session?.kind === 'staff' ? toStaffView(request.session) : null,
    }),
  );

  app.get(
    '/admin/summary',
    { schema: { querystring: adminLocationQuerySchema, response: { 200: adminSummarySchema } } },
    (request) => {
      assertStore(requireStaff(request), request.query.location);
      return summary.forStore(request.query.location);
    },
  );

  app.get(
    '/admin/orders',
    { schema: { querystring: adminOrderQuerySchema, response: { 200: adminOrderListSchema } } },
    (request) => adminOrders.list(requireStaff(request), request.query),
  );

  app.patch(
    '/admin/orders/:id',
    {
      schema: {
        params: idParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await adminOrders.changeStatus(requireStaff(request), request.params.id, request.body.status);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/merchandise',
    {
      schema: {
        querystring: merchandiseListQuerySchema,
        response: { 200: adminMerchandisePageSchema },
      },
    },
    (request) => {
      const actor = requireStaff(request);
      if (request.query.location) assertStore(actor, request.query.location);
      return merchandise.listForStaff({
        ...request.query,
        location: actor.location ?? request.query.location,
      });
    },
  );

  app.get(
    '/admin/merchandise/:id',
    { schema: { params: idParamsSchema, response: { 200: adminMerchandiseSchema } } },
    async (request) => {
      const actor = requireStaff(request);
      const item = await merchandise.getForStaff(request.params.id);
      assertStore(actor, item.location);
      return item;
    },
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        querystring: z.object({ location: locationSchema.optional() }),
        response: { 200: auditListSchema },
      },
    },
    (request) => {
      if (!isOwner(requireStaff(request)))
        throw new ForbiddenError('Only the owner can read the audit trail.');
      return audit.recent(request.query.location);
    },
  );
};
