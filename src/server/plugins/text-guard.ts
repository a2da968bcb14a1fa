import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../errors.ts';

const NUL = '\u0000';
const NOT_ALLOWED = 'The request contains a character that is not allowed (NUL).';

/**
 * Where a parsed query, params or body holds a NUL character: the path of the field it is in
 * ("token", "lines.0.name"), `request` when it is in a name rather than a value, or undefined.
 */
function nulAt(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string')
    return value.includes(NUL) ? path.join('.') || 'request' : undefined;
  if (path.length > 20 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes(NUL) ? 'request' : nulAt(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character, so one in any field is refused at the door
 * with a 400 naming the field, for every API route at once, instead of failing deep in a query.
 * A page's address is the web app's to read: it is sent the page, which asks the API and shows
 * its refusal.
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const field = nulAt(request.query) ?? nulAt(request.params) ?? nulAt(request.body);
    if (field) throw new BadRequestError(NOT_ALLOWED, { fields: { [field]: NOT_ALLOWED } });
  });
});
