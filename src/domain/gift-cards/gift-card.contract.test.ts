import { describe, expect, it } from 'vitest';
import { buyGiftCardRequestSchema } from './gift-card.contract.ts';

const amountError = (amount: string) => {
  const parsed = buyGiftCardRequestSchema.safeParse({ location: 'nlr', amount });
  return parsed.success ? null : parsed.error.issues.find((issue) => issue.path[0] === 'amount');
};

describe('a gift card’s amount', () => {
  it('is refused as an amount, not a price, when it is not a sum of money', () => {
    expect(amountError('twenty')?.message).toBe('Enter an amount like 25.00');
    expect(amountError('')?.message).toBe('Required');
  });

  it('is held to the custom range', () => {
    expect(amountError('4.99')?.message).toBe('Choose an amount from $5.00 to $500.00');
    expect(amountError('30')).toBeNull();
  });
});
