import { mkdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { uploadResponseSchema } from '../../../domain/admin/admin.contract.ts';
import { BadRequestError } from '../../errors.ts';
import { multipartForms, readMultipartForm } from '../../plugins/multipart-form.ts';
import { requireStaff } from '../../plugins/session.ts';
import { NOT_AN_IMAGE, type UploadsService } from './uploads.service.ts';

/** Larger files are refused before they are read in full. */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const ONE_YEAR = 60 * 60 * 24 * 365;

/** POST /api/admin/uploads for staff: one image in, the address of its resized copy out. */
export function uploadsRoutes(uploads: UploadsService): FastifyPluginAsync {
  return async (app) => {
    await multipartForms(app, { maxBytes: MAX_UPLOAD_BYTES, fields: 5 });
    app.addHook('onRequest', app.authenticate.staff);

    app.post(
      '/admin/uploads',
      { schema: { response: { 201: uploadResponseSchema } } },
      async (request, reply) => {
        requireStaff(request);
        const { file } = await readMultipartForm(request, {
          fileField: 'image',
          tooLarge: `The image is larger than ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB. Choose a smaller one.`,
          missing: 'Choose an image to upload.',
        });
        if (!file.mimeType.startsWith('image/'))
          throw new BadRequestError(NOT_AN_IMAGE, { fields: { image: NOT_AN_IMAGE } });
        const imageUrl = await uploads.storeImage(await buffer(file.open()));
        return reply.status(201).send({ imageUrl });
      },
    );
  };
}

/** Serves stored images: their names are their content's hash, so they are cached for a year. */
export function uploadedImages(uploads: UploadsService): FastifyPluginAsync {
  return async (app) => {
    await mkdir(uploads.directory, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploads.directory,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      allowedPath: (pathName) => /^\/[a-f0-9]{64}\.jpg$/.test(pathName),
      setHeaders(res) {
        res.setHeader('cache-control', `public, max-age=${ONE_YEAR}, immutable`);
        res.setHeader('content-type', 'image/jpeg');
      },
    });
  };
}
