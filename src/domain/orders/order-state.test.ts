import { describe, expect, it } from 'vitest';
import { moveRefusal, orderState } from './order-status.ts';

describe('what an order reads as', () => {
  it('reads refunded once all it paid went back, whatever step it had reached, unless cancelled', () => {
    expect(orderState({ status: 'paid', paymentStatus: 'refunded' })).toBe('refunded');
    expect(orderState({ status: 'picked_up', paymentStatus: 'refunded' })).toBe('refunded');
    expect(orderState({ status: 'cancelled', paymentStatus: 'refunded' })).toBe('cancelled');
    expect(orderState({ status: 'paid', paymentStatus: 'partially_refunded' })).toBe('paid');
    expect(orderState({ status: 'ready_for_pickup', paymentStatus: null })).toBe(
      'ready_for_pickup',
    );
  });
});

describe('the moves staff may make', () => {
  const refundedGoods = { status: 'paid', goods: true, refundedInFull: true } as const;

  it('never hands over an order refunded in full, and cancels it only to put goods back', () => {
    expect(moveRefusal(refundedGoods, 'ready_for_pickup')).toMatch(/cancel it rather/);
    expect(moveRefusal(refundedGoods, 'cancelled')).toBeNull();
    expect(moveRefusal({ ...refundedGoods, goods: false }, 'cancelled')).toMatch(
      /nothing left to cancel/,
    );
    expect(moveRefusal({ ...refundedGoods, refundedInFull: false }, 'ready_for_pickup')).toBeNull();
    expect(moveRefusal({ ...refundedGoods, status: 'picked_up' }, 'cancelled')).toBe(
      'An order that is picked up cannot be marked cancelled.',
    );
  });
});
