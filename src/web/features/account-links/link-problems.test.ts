import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { INVALID_LINK, linkProblem } from './link-problems.ts';

const refusal = (body: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(400, body, JSON.stringify(body));

describe('linkProblem', () => {
  it('words each way a mailed link fails', () => {
    expect(linkProblem(refusal({ code: 'token_expired' }))).toBe('This link has expired.');
    expect(linkProblem(refusal({ code: 'token_used' }))).toBe('This link has already been used.');
    expect(linkProblem(refusal({ code: 'invalid_token' }))).toBe(INVALID_LINK);
    expect(linkProblem(refusal({ code: 'validation_failed', fields: { token: 'Required' } }))).toBe(
      INVALID_LINK,
    );
  });

  it('leaves every other failure to the page', () => {
    expect(linkProblem(refusal({ code: 'rate_limited' }))).toBeUndefined();
    expect(
      linkProblem(refusal({ code: 'validation_failed', fields: { password: 'Required' } })),
    ).toBeUndefined();
    expect(linkProblem(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
