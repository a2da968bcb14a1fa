import { BadgeCheck, MailWarning } from 'lucide-react';
import type { Customer } from '../../../domain/customers/customer.contract.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** On My Account: whether the customer's address is verified, and a new link when it is not. */
export function EmailVerificationNotice({ customer }: { customer: Customer }) {
  if (customer.isEmailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm font-medium text-emerald-800">
        <BadgeCheck aria-hidden className="size-4" />
        Email verified
      </p>
    );
  }
  return (
    <section
      aria-label="Email verification"
      className="flex flex-wrap items-start gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0" />
      {/* Wide enough to read before the button wraps below it on a phone. */}
      <p className="min-w-56 flex-1 text-sm">
        Your email is not verified yet. You can still shop and pay; open the link we sent to{' '}
        <strong className="[overflow-wrap:anywhere]">{customer.email}</strong> so order and event
        messages are sure to reach you.
      </p>
      <ResendVerificationButton email={customer.email} />
    </section>
  );
}
