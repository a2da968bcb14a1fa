import { describe, expect, it } from 'vitest';
import { staffCreditFormSchema } from './store-credit.contract.ts';

const amountError = (kind: 'issued' | 'adjustment' | 'prize', amount: string) => {
  const parsed = staffCreditFormSchema(kind).safeParse({
    amount,
    kind,
    note: 'Prerelease',
    location: 'nlr',
  });
  return parsed.success ? null : parsed.error.issues.find((issue) => issue.path[0] === 'amount');
};

describe('staff’s credit form', () => {
  it('gives a negative example only for an adjustment', () => {
    expect(amountError('issued', '')?.message).toBe('Enter an amount like 10.00');
    expect(amountError('prize', 'ten')?.message).toBe('Enter an amount like 10.00');
    expect(amountError('adjustment', '')?.message).toBe('Enter an amount like 10.00 or -4.00');
  });

  it('refuses what the kind cannot take before it is sent, and takes what it can', () => {
    expect(amountError('issued', '-5.00')?.message).toBe('Only an adjustment takes credit away');
    expect(amountError('adjustment', '0.00')?.message).toBe('Enter an amount other than 0.00');
    expect(amountError('adjustment', '-5.00')).toBeNull();
    expect(amountError('issued', '10.00')).toBeNull();
  });
});
