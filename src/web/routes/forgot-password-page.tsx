import { Link } from 'react-router';
import { ForgotPasswordForm } from '../features/account-links/forgot-password-form.tsx';
import { AccountLinkFrame } from './account-link-frame.tsx';

/** /forgot-password: the address to mail a reset link to. */
export function Component() {
  return (
    <AccountLinkFrame
      title="Forgot password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <p className="mt-4 text-sm">
        <Link to="/login" className="font-medium text-emerald-800 underline">
          Back to Sign In
        </Link>
      </p>
    </AccountLinkFrame>
  );
}
