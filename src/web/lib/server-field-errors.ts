import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * Shows the server's refusal of a form's fields under those fields, as the form's own checks
 * are shown, and moves focus to the first one: a toast alone is gone before a screen reader
 * user reaches the field to mend.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  names: readonly Path<Values>[],
): void {
  if (!(error instanceof ApiError)) return;
  const refused = names.filter((name) => error.fields[name]);
  for (const [index, name] of refused.entries()) {
    setError(name, { message: error.fields[name] }, { shouldFocus: index === 0 });
  }
}
