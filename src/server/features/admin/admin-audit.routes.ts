import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListSchema } from '../../../domain/admin/admin.contract.ts';
import { isOwner } from '../../../domain/admin/permissions.ts';
import { locationSchema } from '../../../domain/shared/common.contract.ts';
import { z } from '../../../domain/shared/zod.ts';
import { ForbiddenError } from '../../errors.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';

/** The audit trail of staff's changes, for the owner's eyes only. */
export function adminAuditRoutes(audit: Pick<AuditRepository, 'recent'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate.staff);

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
}
