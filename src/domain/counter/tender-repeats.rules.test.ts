import { describe, expect, it } from 'vitest';
import {
  ONE_CASH_TENDER,
  ONE_CREDIT_TENDER,
  ONE_TENDER_A_GIFT_CARD,
  repeatedTender,
} from './tender-repeats.rules.ts';

const CODE = 'ACDEFGHJKMNPQRTV';

describe('tenders a sale takes once', () => {
  it('takes several bank cards and several gift cards, each its own tender', () => {
    expect(
      repeatedTender([
        { method: 'card' },
        { method: 'card' },
        { method: 'gift_card', code: CODE },
        { method: 'gift_card', code: 'CDEFGHJKMNPQRTVW' },
        { method: 'cash' },
        { method: 'store_credit' },
      ]),
    ).toBeNull();
  });

  it('takes cash once and store credit once', () => {
    expect(repeatedTender([{ method: 'cash' }, { method: 'cash' }])).toBe(ONE_CASH_TENDER);
    expect(repeatedTender([{ method: 'store_credit' }, { method: 'store_credit' }])).toBe(
      ONE_CREDIT_TENDER,
    );
  });

  it('takes a gift card once, however its code is typed', () => {
    expect(
      repeatedTender([
        { method: 'gift_card', code: CODE },
        { method: 'gift_card', code: 'acde-fghj-kmnp-qrtv' },
      ]),
    ).toBe(ONE_TENDER_A_GIFT_CARD);
  });
});
