import { describe, expect, it } from 'vitest';
import { GIFT_CARD_TAKES_NO_SALE_DISCOUNT } from '../../../domain/counter/counter-sale.contract.ts';
import { ApiError } from '../../lib/api-client.ts';
import { ANSWER_LOST, saleRefusal } from './sale-refusal.ts';

describe("a refused sale's message", () => {
  it("is the refused field's own words, without the field's name before them", () => {
    const refused = new ApiError(
      400,
      {
        error: `discount: ${GIFT_CARD_TAKES_NO_SALE_DISCOUNT}`,
        code: 'validation_failed',
        fields: { discount: GIFT_CARD_TAKES_NO_SALE_DISCOUNT },
      },
      '',
    );
    expect(saleRefusal(refused, [])).toEqual({
      at: 'sale',
      message: GIFT_CARD_TAKES_NO_SALE_DISCOUNT,
    });
  });

  it("is the server's message when no field is named", () => {
    const refused = new ApiError(
      409,
      { error: 'Open the drawer first.', code: 'drawer_closed' },
      '',
    );
    expect(saleRefusal(refused, [])).toEqual({ at: 'drawer', message: 'Open the drawer first.' });
  });

  it('says a sale may have been made when no answer came, and names one already made', () => {
    expect(saleRefusal(new TypeError('Failed to fetch'), [])).toEqual({
      at: 'sale',
      message: ANSWER_LOST,
    });
    const reused = new ApiError(
      409,
      {
        error: 'This Idempotency-Key was already used for another sale (NLR-000012).',
        code: 'idempotency_key_reused',
      },
      '',
    );
    expect(saleRefusal(reused, [])).toEqual({
      at: 'made',
      message:
        'This sale was already completed as NLR-000012 before its answer arrived: find it in Today’s sales. Start a new sale to ring up another.',
    });
  });
});
