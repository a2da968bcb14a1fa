import type { FastifyPluginAsync, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { StaffActor } from '../../../domain/admin/permissions.ts';
import { idParamsSchema } from '../../../domain/shared/common.contract.ts';
import { requireStaff } from '../../plugins/session.ts';

/** What the editing routes call: a catalog editor of one table, seen through its API types. */
export interface CatalogEditor<Input, Item> {
  create(actor: StaffActor, input: Input): Promise<Item>;
  update(actor: StaffActor, id: number, input: Input): Promise<Item>;
  remove(actor: StaffActor, id: number): Promise<void>;
}

/**
 * POST `path`, PUT and DELETE `path/:id` for staff: the same three calls for tournaments,
 * merchandise and cards, each checked against the store the caller manages.
 */
export function catalogEditingRoutes<Input extends z.ZodType, Output extends z.ZodType>(
  path: string,
  schemas: { input: Input; output: Output },
  editor: CatalogEditor<z.output<Input>, z.output<Output>>,
): FastifyPluginAsync {
  type Body = z.output<Input>;
  type Params = z.output<typeof idParamsSchema>;
  // The schemas validate every request before a handler runs, so the casts below only restate
  // what Fastify has already checked: neither the zod type provider nor Fastify's route
  // generics can resolve a schema's type while the schema is a type parameter.
  const create: FastifySchema = { body: schemas.input, response: { 201: schemas.output } };
  const replace: FastifySchema = {
    params: idParamsSchema,
    body: schemas.input,
    response: { 200: schemas.output },
  };
  const remove: FastifySchema = { params: idParamsSchema };

  return async (staff) => {
    staff.addHook('onRequest', staff.authenticate.staff);

    staff.post(path, { schema: create }, async (request, reply) => {
      const created = await editor.create(requireStaff(request), request.body as Body);
      return reply.status(201).send(created);
    });

    staff.put(`${path}/:id`, { schema: replace }, (request) =>
      editor.update(requireStaff(request), (request.params as Params).id, request.body as Body),
    );

    staff.delete(`${path}/:id`, { schema: remove }, async (request, reply) => {
      await editor.remove(requireStaff(request), (request.params as Params).id);
      return reply.status(204).send();
    });
  };
}
