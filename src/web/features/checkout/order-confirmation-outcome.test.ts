import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '../../../domain/checkout/checkout.contract.ts';
import type { ErrorCode } from '../../../domain/shared/error-codes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { confirmationOutcome } from './order-confirmation-outcome.ts';

const refusal = (status: number, code: ErrorCode, error: string) =>
  new ApiError(status, { error, code }, error);

const placed: CreateOrderResponse = {
  orderNumber: 'NLR-ABC234',
  pickupCode: '4821',
  order: {
    id: 7,
    orderNumber: 'NLR-ABC234',
    pickupCode: '4821',
    createdAt: '2026-01-02T15:04:05.000Z',
    status: 'paid',
    paymentStatus: 'succeeded',
    subtotal: '10.00',
    discount: '0.00',
    taxAmount: '0.00',
    taxLabel: 'Sales tax (0%)',
    totalAmount: '10.00',
    refundedAmount: '0.00',
    tenders: [{ method: 'card', amount: '10.00' }],
    refunds: [],
    location: 'nlr',
    items: [],
  },
};

describe('the confirmation page after a payment', () => {
  it('shows the order the server answers for that payment', () => {
    expect(confirmationOutcome(placed, null)).toEqual({ kind: 'confirmed', placed });
  });

  it('waits while nothing has been answered yet', () => {
    expect(confirmationOutcome(undefined, null)).toEqual({ kind: 'confirming' });
  });

  it('says why there is no order, from the error code and never from its wording', () => {
    expect(confirmationOutcome(undefined, refusal(409, 'payment_pending', 'Not yet.'))).toEqual({
      kind: 'awaiting-payment',
    });
    expect(
      confirmationOutcome(undefined, refusal(409, 'sold_out', 'Sorry, Lantern sold out.')),
    ).toEqual({ kind: 'sold-out', message: 'Sorry, Lantern sold out.' });
    expect(
      confirmationOutcome(undefined, refusal(409, 'amount_mismatch', 'Amounts differ.')),
    ).toEqual({ kind: 'refused', message: 'Amounts differ.' });
    expect(
      confirmationOutcome(undefined, refusal(409, 'insufficient_credit', 'Credit given back.')),
    ).toEqual({ kind: 'refused', message: 'Credit given back.' });
    expect(
      confirmationOutcome(undefined, refusal(409, 'loyalty_card_spent', 'Card spent meanwhile.')),
    ).toEqual({ kind: 'refused', message: 'Card spent meanwhile.' });
    expect(
      confirmationOutcome(undefined, refusal(404, 'payment_not_found', 'No such payment.')),
    ).toEqual({ kind: 'not-found', message: 'No such payment.' });
    expect(confirmationOutcome(undefined, refusal(401, 'unauthorized', 'Please sign in.'))).toEqual(
      {
        kind: 'signed-out',
      },
    );
  });

  it('never reads an unexpected failure as a confirmed order', () => {
    expect(confirmationOutcome(undefined, refusal(409, 'conflict', 'Sorry, that failed.'))).toEqual(
      { kind: 'failed' },
    );
    expect(confirmationOutcome(undefined, new ApiError(500, null, 'oops'))).toEqual({
      kind: 'failed',
    });
    expect(confirmationOutcome(undefined, new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
    });
  });
});
