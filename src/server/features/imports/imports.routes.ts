import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardExportQuerySchema,
  importFormSchema,
  importPreviewSchema,
  merchandiseExportQuerySchema,
} from '../../../domain/imports/import.contract.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { formFields, multipartForms, readMultipartForm } from '../../plugins/multipart-form.ts';
import { requireStaff } from '../../plugins/session.ts';
import type { ExportsService } from './exports.service.ts';
import type { ImportsService } from './imports.service.ts';

/** Staff API keys with these scopes may call the imports and the exports. */
const IMPORTS = { apiKeyScope: 'imports' } as const;
const EXPORTS = { apiKeyScope: 'exports' } as const;

function sizeOf(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return megabytes >= 1 ? `${Math.round(megabytes)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * POST /api/admin/imports (a file and its form: the preview), GET /api/admin/imports/:id (the
 * preview, with an apply's progress), POST /api/admin/imports/:id/apply,
 * GET /api/admin/imports/:id/refused.csv (every refused row),
 * and the CSV exports, for staff of the store.
 */
export function importsRoutes(
  imports: ImportsService,
  exports: ExportsService,
  { maxBytes }: { maxBytes: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    await multipartForms(app, { maxBytes, fields: 10 });
    app.addHook('onRequest', app.authenticate.staff);

    app.post(
      '/admin/imports',
      { config: IMPORTS, schema: { response: { 201: importPreviewSchema } } },
      async (request, reply) => {
        const actor = requireStaff(request);
        const { fields, file } = await readMultipartForm(request, {
          fileField: 'file',
          tooLarge: `The file is larger than ${sizeOf(maxBytes)}, the most the shop imports at once. Split it into smaller files.`,
          missing: 'Choose a CSV file to import.',
        });
        const preview = await imports.preview(
          actor,
          formFields(importFormSchema, fields, 'Some fields of the import are not valid.'),
          file,
        );
        return reply.status(201).send(preview);
      },
    );

    app.post(
      '/admin/imports/:id/apply',
      {
        config: IMPORTS,
        schema: { params: idParamsSchema, response: { 200: importPreviewSchema } },
      },
      (request) => imports.apply(requireStaff(request), request.params.id),
    );

    app.get(
      '/admin/imports/:id',
      {
        config: IMPORTS,
        schema: { params: idParamsSchema, response: { 200: importPreviewSchema } },
      },
      (request) => imports.get(requireStaff(request), request.params.id),
    );

    app.get(
      '/admin/imports/:id/refused.csv',
      { config: IMPORTS, schema: { params: idParamsSchema } },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="refused-rows-${request.params.id}.csv"`,
          )
          .send(await imports.refusedRows(requireStaff(request), request.params.id)),
    );

    app.get(
      '/admin/exports/cards.csv',
      { config: EXPORTS, schema: { querystring: cardExportQuerySchema } },
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
      { config: EXPORTS, schema: { querystring: merchandiseExportQuerySchema } },
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
