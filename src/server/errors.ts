import { defaultErrorCode, type ErrorCode } from '../domain/shared/error-codes.ts';

/** What an error says beyond its message: a precise code, and the fields it is about. */
export interface ErrorDetails {
  code?: ErrorCode;
  fields?: Record<string, string>;
  /** The customer the error is about (`customer_exists`). */
  customerId?: number;
  /** The stock now (`stock_changed`). */
  stock?: number;
}

/**
 * Errors the services throw; the error handler turns each into its HTTP status and the
 * JSON error shape `{ error, code, fields }`. Services never see Fastify.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly customerId: number | undefined;
  readonly stock: number | undefined;

  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429,
    message: string,
    { code, fields, customerId, stock }: ErrorDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.code = code ?? (fields ? 'validation_failed' : defaultErrorCode(status));
    this.fields = fields;
    this.customerId = customerId;
    this.stock = stock;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, details?: ErrorDetails) {
    super(400, message, details);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, details?: ErrorDetails) {
    super(404, message, details);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details?: ErrorDetails) {
    super(409, message, details);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}

/** A form route sent anything but a form: the wrong media type, as for JSON. */
export class UnsupportedMediaTypeError extends DomainError {
  constructor(message: string) {
    super(415, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in.', details?: ErrorDetails) {
    super(401, message, details);
  }
}

/** A card the provider refused; 402 as Stripe answers it, naming the card form's field when known. */
export class PaymentDeclinedError extends DomainError {
  constructor(message: string, field?: string) {
    super(402, message, {
      code: 'payment_declined',
      ...(field && { fields: { [field]: message } }),
    });
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message: string, code: ErrorCode = 'rate_limited') {
    super(429, message, { code });
  }
}

/** The item, or a 404 naming what was looked for. */
export function orNotFound<T>(item: T | undefined, message: string): T {
  if (item === undefined) throw new NotFoundError(message);
  return item;
}
