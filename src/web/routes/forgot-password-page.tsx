import { Link } from 'react-router';
import { PASSWORD_RESET_MINUTES } from '../../domain/customers/account-links.contract.ts';
import { MailLinkForm } from '../features/account-links/mail-link-form.tsx';
import { usePasswordResetRequest } from '../features/account-links/use-account-links-mutations.ts';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** /forgot-password: the address to mail a reset link to. */
export function Component() {
  return (
    <AccountLinkFrame
      title="Forgot password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      <MailLinkForm
        send={usePasswordResetRequest()}
        submitLabel="Send reset link"
        linkDoes="choose a new password"
        minutes={PASSWORD_RESET_MINUTES}
      />
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-medium text-emerald-800 underline">
          Back to Sign In
        </Link>
      </p>
    </AccountLinkFrame>
  );
}
