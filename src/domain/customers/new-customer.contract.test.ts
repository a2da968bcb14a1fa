import { describe, expect, it } from 'vitest';
import { newCustomerRequestSchema, phoneDigits, splitName } from './new-customer.contract.ts';

describe('a new customer at the counter', () => {
  it('keeps the last word of a name as the last name', () => {
    expect(splitName('Mary Ann  Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: null });
  });

  it('compares phone numbers by their digits', () => {
    expect(phoneDigits('(501) 555-0142')).toBe(phoneDigits('501.555.0142'));
  });

  it('needs an e-mail or a phone, blank fields counting as none', () => {
    const blank = newCustomerRequestSchema.safeParse({
      location: 'nlr',
      name: 'Ada',
      email: '',
      phone: ' ',
    });
    expect(blank.success).toBe(false);
    expect(
      newCustomerRequestSchema.parse({
        location: 'nlr',
        name: 'Ada',
        email: '',
        phone: '5015550100',
      }),
    ).toEqual({ location: 'nlr', name: 'Ada', email: undefined, phone: '5015550100' });
  });
});
