import { describe, expect, it } from 'vitest';
import { ApiError, failedWith, readErrorBody } from './api-client.ts';

describe('error answers', () => {
  it('keep the text and a known code, and leave out what does not fit the contract', () => {
    expect(readErrorBody({ error: 'Sold out.', code: 'sold_out' })).toEqual({
      error: 'Sold out.',
      code: 'sold_out',
    });
    expect(
      readErrorBody({
        error: 'Too low.',
        code: 'capacity_below_registered',
        fields: { maxParticipants: 'Too low.' },
      }),
    ).toEqual({
      error: 'Too low.',
      code: 'capacity_below_registered',
      fields: { maxParticipants: 'Too low.' },
    });
    expect(readErrorBody({ error: 'Moved.', code: 'stock_changed', stock: 4 })).toEqual({
      error: 'Moved.',
      code: 'stock_changed',
      stock: 4,
    });
    expect(readErrorBody({ error: 42, code: 'made_up', fields: { a: 1 }, stock: '4' })).toEqual({});
    expect(readErrorBody('<html>Bad gateway</html>')).toBeNull();
  });

  it('read a message sent as `message` when there is no `error`, as the specification allows', () => {
    expect(readErrorBody({ message: 'Boom' })).toEqual({ error: 'Boom' });
    expect(readErrorBody({ error: 'Sold out.', message: 'other' })).toEqual({ error: 'Sold out.' });
  });

  it("branch on the server's code, or on the status's when it sent none", () => {
    const coded = new ApiError(409, { error: 'Not yet.', code: 'payment_pending' }, 'Not yet.');
    expect(coded.code).toBe('payment_pending');
    expect(coded.fields).toEqual({});
    expect(failedWith(coded, 'payment_pending')).toBe(true);
    expect(failedWith(coded, 'conflict')).toBe(false);
    expect(new ApiError(502, null, 'Bad gateway').code).toBe('internal');
    expect(new ApiError(401, {}, 'Unauthorized').code).toBe('unauthorized');
    expect(failedWith(new Error('offline'), 'internal')).toBe(false);
  });

  it('read "<status>: <body text>", as older clients report them', () => {
    expect(new ApiError(404, null, 'Not Found').message).toBe('404: Not Found');
  });
});
