import type { AdminCustomerRow } from '../../../../domain/customers/admin-customer.contract.ts';

/** "Jordan Tester", or the e-mail (or phone) for an account without a name. */
export function customerName(
  customer: Pick<AdminCustomerRow, 'firstName' | 'lastName' | 'email' | 'phone'>,
): string {
  return (
    [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
    customer.email ||
    customer.phone ||
    'Customer'
  );
}
