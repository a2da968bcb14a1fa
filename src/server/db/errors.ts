/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || isObject(current); ) {
    if (isObject(current) && current.code === '23505') return true;
    current = isObject(current) ? current.cause : undefined;
  }
  return false;
}

function isObject(value: unknown): value is { code?: unknown; cause?: unknown } {
  return typeof value === 'object' && value !== null;
}
