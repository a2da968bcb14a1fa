import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify reads them (prototype poisoning refused), except that an empty one (or
 * only blanks) is no body at all: clients that set `Content-Type: application/json` on every call send it with
 * a DELETE too, which would otherwise be refused. A route that needs a body still says so.
 */
export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
