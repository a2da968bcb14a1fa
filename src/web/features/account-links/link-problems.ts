import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';

export const INVALID_LINK =
  'This link is not valid. Check that you opened the whole link from the email.';

const PROBLEMS: Partial<Record<ErrorCode, string>> = {
  invalid_token: INVALID_LINK,
  token_used: 'This link has already been used.',
  token_expired: 'This link has expired.',
};

/**
 * What went wrong with a mailed link, in words, or undefined when the failure was something
 * else. A token the server refused as malformed (cut short by a mail reader) is not valid either.
 */
export function linkProblem(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return PROBLEMS[error.code] ?? (error.fields.token ? INVALID_LINK : undefined);
}
