import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../../domain/cart/cart.rules.ts';
import { cartChange } from './cart-change.ts';

const line = (id: number, name: string, quantity: number): CartItem => ({
  id,
  type: 'card',
  name,
  price: '$2.00',
  quantity,
});

describe('what the open cart tells a screen reader', () => {
  it('says a line’s new quantity and the total', () => {
    expect(cartChange([line(1, 'Sol Ring', 1)], [line(1, 'Sol Ring', 2)], 400)).toBe(
      'Sol Ring: quantity 2. Total $4.00.',
    );
  });

  it('says a line was removed, and when the cart is empty', () => {
    const both = [line(1, 'Sol Ring', 1), line(2, 'Mew ex', 1)];
    expect(cartChange(both, [line(2, 'Mew ex', 1)], 200)).toBe('Removed Sol Ring. Total $2.00.');
    expect(cartChange([line(2, 'Mew ex', 1)], [], 0)).toBe('Removed Mew ex. Your cart is empty.');
  });

  it('says nothing when no line changed', () => {
    expect(
      cartChange([line(1, 'Sol Ring', 1)], [line(1, 'Sol Ring', 1), line(2, 'Mew ex', 1)], 400),
    ).toBeNull();
  });
});
