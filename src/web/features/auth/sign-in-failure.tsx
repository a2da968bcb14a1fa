import { ApiError } from '../../lib/api-client.ts';
import { failureReason } from './use-auth-mutations.ts';

interface SignInFailureProps {
  /** The last try's error, or null while there is none. */
  error: Error | null;
  fallback: string;
}

/**
 * Why a sign-in or sign-up failed, beside its form. The toast says it too, but fades in 5 s and
 * sits far from the form on a phone; this stays until the next try. Not an alert: the toast is
 * already read out. A refusal of particular fields is shown at those fields instead.
 */
export function SignInFailure({ error, fallback }: SignInFailureProps) {
  if (!error) return null;
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return null;
  return <p className="text-sm font-medium text-red-700">{failureReason(error, fallback)}</p>;
}
