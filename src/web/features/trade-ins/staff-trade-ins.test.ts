import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { staffRefusal } from './staff-refusal.ts';
import { addDraftLine, lineTotal } from './trade-in-lines.ts';

const refused = (status: number, body: object) => new ApiError(status, body, JSON.stringify(body));

describe('a refused trade-in change', () => {
  it('tells staff to open the drawer on the Counter when the drawer is closed', () => {
    const refusal = staffRefusal(refused(409, { error: 'No open drawer', code: 'drawer_closed' }));
    expect(refusal.message).toMatch(/open the drawer on the Counter/);
    expect(refusal.trimmed).toEqual([]);
  });

  it('lists the lines an accept trimmed', () => {
    const refusal = staffRefusal(
      refused(409, {
        error: 'Those lines are trimmed.',
        code: 'trade_in_trimmed',
        fields: { 'lines.4': 'Sol Ring (Near Mint, non-foil): trimmed from 2 to 1' },
      }),
    );
    expect(refusal).toEqual({
      message: 'Those lines are trimmed.',
      trimmed: ['Sol Ring (Near Mint, non-foil): trimmed from 2 to 1'],
    });
  });

  it('says the server’s words for any other refusal, and a fallback when offline', () => {
    expect(
      staffRefusal(refused(409, { error: 'Already declined', code: 'invalid_transition' })),
    ).toEqual({ message: 'Already declined', trimmed: [] });
    expect(staffRefusal(new TypeError('Failed to fetch')).message).toMatch(/try again/);
  });
});

describe('a trade-in’s lines', () => {
  it('totals a line from its unit price and quantity', () => {
    expect(lineTotal('5.00', 3)).toBe('$15.00');
    expect(lineTotal('0.33', 3)).toBe('$0.99');
  });

  it('adds copies of the same card, condition and finish to its line, and others as new lines', () => {
    const sol = {
      cardId: 1,
      condition: 'Near Mint' as const,
      finish: 'non-foil' as const,
      quantity: 1,
    };
    const twice = addDraftLine([sol], { ...sol, quantity: 2 });
    expect(twice).toEqual([{ ...sol, quantity: 3 }]);
    const played = addDraftLine(twice, { ...sol, condition: 'Lightly Played' });
    expect(played).toHaveLength(2);
  });
});
