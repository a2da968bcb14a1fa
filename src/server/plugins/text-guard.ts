import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../errors.ts';

/** Whether any string in a parsed query, params or body holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, inner]) => key.includes('\u0000') || holdsNul(inner, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold a NUL character, so one in any field is refused at the door
 * with a 400, for every API route at once, instead of failing deep in a query. A page's address
 * is the web app's to read: it is sent the page, which asks the API and shows its refusal.
 */
export const textGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    if (holdsNul(request.query) || holdsNul(request.params) || holdsNul(request.body)) {
      throw new BadRequestError('The request contains a character that is not allowed (NUL).');
    }
  });
});
