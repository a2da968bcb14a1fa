import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../domain/shared/common.contract.ts';
import { defaultErrorCode } from '../../domain/shared/error-codes.ts';
import { InvalidCursorError } from '../db/keyset.ts';
import { BadRequestError, DomainError } from '../errors.ts';

type ValidationIssue = { instancePath: string; message?: string | undefined };

/** `body.items.0.name` style field names; the request part itself when the whole of it is wrong. */
function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

function withFieldName(field: string, message: string): string {
  return message.startsWith(field) ? message : `${field}: ${message}`;
}

export function validationBody(issues: ValidationIssue[], context?: string): ErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldName(issue, context);
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  const [firstField, firstMessage] = Object.entries(fields)[0] ?? ['request', 'Invalid request'];
  return { error: withFieldName(firstField, firstMessage), code: 'validation_failed', fields };
}

/**
 * One place maps every failure to a status and the `{ error, code, fields }` body. Unexpected
 * errors are logged with the request id and answered with a generic message and that id.
 */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    // A download's route names its file before it is refused: the error is no file to save.
    reply.removeHeader('content-disposition');
    const error = asDomainError(thrown);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationBody(error.validation, error.validationContext));
    }
    if (error instanceof DomainError) {
      const body: ErrorBody = { error: error.message, code: error.code };
      if (error.fields) body.fields = error.fields;
      if (error.customerId !== undefined) body.customerId = error.customerId;
      if (error.stock !== undefined) body.stock = error.stock;
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: clientErrorMessage(error, status), code: defaultErrorCode(status) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      error: `Something went wrong on our side. Reference: ${request.id}`,
      code: 'internal',
    });
  });
});

/**
 * An address Fastify cannot read (a broken %-escape, an over-long part) is answered before any
 * hook runs, so it is given the shop's error shape here, without repeating the address.
 */
export function unreadableAddress(error: FastifyError, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  reply.status(status).send({
    error: 'This address is not valid.',
    code: defaultErrorCode(status),
  } satisfies ErrorBody);
}

/** Failures below the services that are the caller's bad input, in the services' terms. */
function asDomainError(error: FastifyError): FastifyError | DomainError {
  if (error instanceof InvalidCursorError)
    return new BadRequestError(error.message, { fields: { cursor: error.message } });
  return error;
}

function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'This content type is not accepted.';
  if (status === 400 && error.message) return `The request is not valid: ${error.message}`;
  return error.message || 'The request could not be handled.';
}
