/**
 * The unique-constraint violation in a database error (possibly wrapped by Drizzle): the
 * constraint's name, '' when the driver does not say it; undefined for any other error.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || isObject(current); ) {
    if (isObject(current) && current.code === '23505') {
      return typeof current.constraint === 'string' ? current.constraint : '';
    }
    current = isObject(current) ? current.cause : undefined;
  }
  return undefined;
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) !== undefined;
}

function isObject(
  value: unknown,
): value is { code?: unknown; cause?: unknown; constraint?: unknown } {
  return typeof value === 'object' && value !== null;
}
