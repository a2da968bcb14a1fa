import { describe, expect, it } from 'vitest';
import { splitRefund } from './split-refund.ts';

const tender = (id: string, paidCents: number, refundedCents = 0) => ({
  id,
  paidCents,
  refundedCents,
});

describe('splitRefund', () => {
  it('splits in proportion to what each tender paid', () => {
    expect(splitRefund(1000, [tender('credit', 1000), tender('card', 3000)])).toEqual([
      { id: 'credit', cents: 250 },
      { id: 'card', cents: 750 },
    ]);
  });

  it('gives the cents left over to the largest share', () => {
    expect(splitRefund(100, [tender('credit', 100), tender('card', 200)])).toEqual([
      { id: 'credit', cents: 33 },
      { id: 'card', cents: 67 },
    ]);
    expect(
      splitRefund(2, [tender('a', 100), tender('b', 100), tender('c', 101)])?.reduce(
        (sum, share) => sum + share.cents,
        0,
      ),
    ).toBe(2);
  });

  it('gives the cents left over one each, to the largest remainders', () => {
    // $30.00 of $65.08 paid as $20.00, $20.00, $15.00 and $10.08.
    const shares = splitRefund(3000, [
      tender('gift', 2000),
      tender('visa', 2000),
      tender('mastercard', 1500),
      tender('cash', 1008),
    ]);
    expect(shares?.map((share) => share.cents)).toEqual([922, 922, 691, 465]);
  });

  it('never takes more from a tender than it has left, moving the rest to the others', () => {
    expect(splitRefund(1000, [tender('credit', 1000, 900), tender('card', 1000)])).toEqual([
      { id: 'credit', cents: 100 },
      { id: 'card', cents: 900 },
    ]);
  });

  it('refunds a single tender whole', () => {
    expect(splitRefund(1500, [tender('card', 1500)])).toEqual([{ id: 'card', cents: 1500 }]);
  });

  it('refuses more than the tenders have left, and amounts that are not positive cents', () => {
    expect(splitRefund(1001, [tender('card', 1000)])).toBeNull();
    expect(splitRefund(500, [tender('card', 1000, 600)])).toBeNull();
    expect(splitRefund(0, [tender('card', 1000)])).toBeNull();
    expect(splitRefund(1.5, [tender('card', 1000)])).toBeNull();
  });
});
