import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardExportQuerySchema,
  importFormSchema,
  importPreviewSchema,
  merchandiseExportQuerySchema,
} from '../../../domain/imports/import.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { BadRequestError } from '../../errors.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { ExportsService } from './exports.service.ts';
import type { ImportsService } from './imports.service.ts';

/** The form's fields, read as a browser sends them: before the file. */
function formOf(fields: Record<string, string>) {
  const parsed = importFormSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  throw new BadRequestError('Some fields of the import are not valid.', { fields: messages });
}

/**
 * POST /api/admin/imports (a file and its form: the preview), POST /api/admin/imports/:id/apply,
 * and the CSV exports, for staff of the store.
 */
export function importsRoutes(
  imports: ImportsService,
  exports: ExportsService,
  { maxBytes }: { maxBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    app.addHook('onRequest', app.authenticate.staff);

    app.post(
      '/admin/imports',
      { schema: { response: { 201: importPreviewSchema } } },
      async (request, reply) => {
        const actor = requireStaff(request);
        const fields: Record<string, string> = {};
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          const { file } = part;
          const preview = await imports.preview(actor, formOf(fields), {
            fileName: part.filename,
            content: file,
            // Multipart ends a file at the size limit; the service refuses a file cut short.
            truncated: () => file.truncated,
          });
          return reply.status(201).send(preview);
        }
        throw new BadRequestError('Choose a CSV file to import.', { fields: { file: 'Required' } });
      },
    );

    app.post(
      '/admin/imports/:id/apply',
      { schema: { params: idParamsSchema, response: { 200: importPreviewSchema } } },
      (request) => imports.apply(requireStaff(request), request.params.id),
    );

    app.get(
      '/admin/exports/cards.csv',
      { schema: { querystring: cardExportQuerySchema } },
      (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="cards-${request.query.location}.csv"`,
          )
          .send(exports.cards(requireStaff(request), request.query)),
    );

    app.get(
      '/admin/exports/merchandise.csv',
      { schema: { querystring: merchandiseExportQuerySchema } },
      (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="merchandise-${request.query.location}.csv"`,
          )
          .send(exports.merchandise(requireStaff(request), request.query.location)),
    );
  };
}
