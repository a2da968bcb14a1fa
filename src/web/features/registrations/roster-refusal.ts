import { ApiError } from '../../lib/api-client.ts';

/**
 * The server's refusal of a form's last change, for the form to show at its fields; null before
 * any, after a success, or for a failure the mutation already reported in a toast.
 */
export const refusalOf = (error: Error | null): ApiError | null =>
  error instanceof ApiError && error.isRefusal ? error : null;
