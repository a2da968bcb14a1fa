/**
 * Errors the services throw; the error handler turns each into its HTTP status and the
 * JSON error shape. Services never see Fastify.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 422 | 429,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in.') {
    super(401, message);
  }
}

/** A card the provider refused; 402 as Stripe answers it. */
export class PaymentDeclinedError extends DomainError {
  constructor(message: string) {
    super(402, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do that.') {
    super(403, message);
  }
}

/** The item, or a 404 naming what was looked for. */
export function orNotFound<T>(item: T | undefined, message: string): T {
  if (item === undefined) throw new NotFoundError(message);
  return item;
}
