import type { AdminCustomerRow } from '../../../../domain/customers/admin-customer.contract.ts';

/** "Jordan Tester", or the e-mail for an account without a name. */
export function customerName(customer: Pick<AdminCustomerRow, 'firstName' | 'lastName' | 'email'>) {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;
}
